import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../shared/catalog';
import { PRODUCT_NAME_MAX, productName } from './video-subject';

describe('productName', () => {
  it('names the product from the first clause of its features', () => {
    expect(productName({ features: 'porcelain espresso cup, 80 ml, dishwasher safe', dominantColors: ['#c0392b'] }, 'en')).toBe('Porcelain espresso cup');
    expect(productName({ features: 'Vela aromática de soja; 200 g', dominantColors: [] }, 'pt')).toBe('Vela aromática de soja');
    const long = productName({ features: 'a'.repeat(10) + ' ' + 'very long words '.repeat(20), dominantColors: [] }, 'en');
    expect(long.length).toBeLessThanOrEqual(PRODUCT_NAME_MAX);
  });

  it('falls back to the dominant colour from the analysis, in five languages', () => {
    const names = Object.fromEntries(LANGUAGES.map((l) => [l, productName({ features: null, dominantColors: ['#c0392b'] }, l)]));
    expect(names).toEqual({ pt: 'Produto vermelho', en: 'Red product', fr: 'Produit rouge', es: 'Producto rojo', de: 'Rotes Produkt' });
    expect(productName({ features: '  ', dominantColors: ['#f8f8f8'] }, 'de')).toBe('Weißes Produkt');
    expect(productName({ features: null, dominantColors: ['#777777'] }, 'es')).toBe('Producto gris');
  });

  it('says just "product" when nothing is known', () => {
    expect(LANGUAGES.map((l) => productName({ features: null, dominantColors: [] }, l))).toEqual(['Produto', 'Product', 'Produit', 'Producto', 'Produkt']);
  });
});
