import { describe, expect, it } from 'vitest';
import { DomainError } from './domain-error';
import { detectDelimiter, normaliseHeader, parseProductCsv } from './product-csv';

const utf8 = (text: string) => new TextEncoder().encode(text);
const codeOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error instanceof DomainError ? { code: error.code, params: error.params } : error;
  }
  return null;
};

describe('product CSV', () => {
  it('reads the columns in English and every interface language, in any order, ignoring others', () => {
    expect(normaliseHeader('  Título ')).toBe('titulo');
    expect(normaliseHeader('URL da imagem 2')).toBe('url_da_imagem');
    expect(normaliseHeader('Image Src')).toBe('image_src');
    for (const header of ['title,sku,image_url', 'Título,SKU,Imagem', 'Titre,Référence,Image', 'Nombre,Referencia,Imagen', 'Titel,Artikelnummer,Bild']) {
      const { rows, columns } = parseProductCsv(utf8(`${header}\nMug,M-1,https://shop.example.com/a.jpg\n`));
      expect(Object.keys(columns).sort(), header).toEqual(['image_url', 'sku', 'title']);
      expect(rows[0]).toMatchObject({ line: 2, title: 'Mug', sku: 'M-1', imageUrls: ['https://shop.example.com/a.jpg'], problems: [] });
    }
    const { rows } = parseProductCsv(utf8('price,tags,image,title,features,audience\n9.90,"Kitchen, Gifts",https://s.example/a.jpg,Mug,Stoneware,Cooks\n'));
    expect(rows[0]).toMatchObject({ title: 'Mug', tags: ['kitchen', 'gifts'], features: 'Stoneware', audience: 'Cooks' });
  });

  it('takes several photos per row, in one cell or in numbered columns', () => {
    const { rows } = parseProductCsv(utf8('title;image_url;image_url_2;Image 3\nMug;"https://s.example/a.jpg | https://s.example/b.jpg";https://s.example/c.jpg;https://s.example/a.jpg\n'));
    expect(rows[0]!.imageUrls).toEqual(['https://s.example/a.jpg', 'https://s.example/b.jpg', 'https://s.example/c.jpg']);
    // A CDN address with commas stays whole.
    expect(parseProductCsv(utf8('title;image\nMug;https://cdn.example/w_300,h_200/a.jpg\n')).rows[0]!.imageUrls).toEqual(['https://cdn.example/w_300,h_200/a.jpg']);
  });

  it('reads a BOM, semicolons, tabs, quoted newlines and quotes, and Windows-1252 bytes', () => {
    expect(detectDelimiter('title;sku;"a,b"\n1,2,3')).toBe(';');
    expect(detectDelimiter('title\tsku\n')).toBe('\t');
    const text = '\uFEFFtitle;description;image_url\r\n"Mug ""Sage""";"Line one\r\nline two; with a semicolon";https://s.example/a.jpg\r\n\r\nPlate;;https://s.example/b.jpg\r\n';
    const { rows } = parseProductCsv(utf8(text));
    expect(rows.map((r) => [r.line, r.title])).toEqual([
      [2, 'Mug "Sage"'],
      [5, 'Plate'],
    ]);
    expect(rows[0]!.description).toBe('Line one\nline two; with a semicolon');
    // 'Caneca térmica' in Windows-1252: é is one byte, 0xE9.
    const latin = Uint8Array.from([...utf8('title,image\nCaneca t'), 0xe9, ...utf8('rmica,https://s.example/a.jpg\n')]);
    expect(parseProductCsv(latin).rows[0]!.title).toBe('Caneca térmica');
  });

  it('reports each bad row with its line and keeps the good ones', () => {
    const csv = [
      'title,sku,image_url,tags',
      'Mug,M1,https://s.example/a.jpg,',
      ',M2,https://s.example/b.jpg,',
      'Plate,M3,,',
      'Bowl,M4,ftp://s.example/c.jpg,',
      `${'x'.repeat(201)},M5,https://s.example/d.jpg,`,
      `Cup,M6,https://s.example/e.jpg,"${Array.from({ length: 21 }, (_, i) => `t${i}`).join(',')}"`,
      'Jar\u0000,M7,https://s.example/f.jpg,',
    ].join('\n');
    const { rows } = parseProductCsv(utf8(csv));
    expect(rows.map((r) => [r.line, r.problems])).toEqual([
      [2, []],
      [3, ['title_missing']],
      [4, ['image_missing']],
      [5, ['image_url_invalid']],
      [6, ['title_too_long']],
      [7, ['too_many_tags']],
      [8, ['text_invalid']],
    ]);
  });

  it('refuses a file it cannot use, saying why', () => {
    expect(codeOf(() => parseProductCsv(utf8('')))).toMatchObject({ code: 'csv_empty' });
    expect(codeOf(() => parseProductCsv(utf8('sku,image\nM1,https://s.example/a.jpg')))).toMatchObject({ code: 'csv_column_missing', params: { column: 'title' } });
    expect(codeOf(() => parseProductCsv(utf8('title,sku\nMug,M1')))).toMatchObject({ code: 'csv_column_missing', params: { column: 'image_url' } });
    expect(codeOf(() => parseProductCsv(utf8('title,image\nMug,"https://s.example/a.jpg\nPlate,x\n')))).toMatchObject({ code: 'csv_unreadable' });
    const many = `title,image\n${'Mug,https://s.example/a.jpg\n'.repeat(1001)}`;
    expect(codeOf(() => parseProductCsv(utf8(many)))).toMatchObject({ code: 'csv_too_many_rows', params: { max: 1000, count: 1001 } });
    expect(parseProductCsv(utf8(`title,image\n${'Mug,https://s.example/a.jpg\n'.repeat(1000)}`)).rows).toHaveLength(1000);
    expect(codeOf(() => parseProductCsv(new Uint8Array(5 * 1024 * 1024 + 1)))).toMatchObject({ code: 'csv_too_large' });
  });
});
