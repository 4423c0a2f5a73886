/**
 * The machine-readable statement of how an output was made: an XMP packet holding IPTC's
 * `Iptc4xmpExt:DigitalSourceType` (IPTC Photo Metadata Standard, "Digital Source Type"; values in
 * ../../../shared/provenance.ts) and `xmp:CreatorTool`. Images carry it through sharp's `withXmp`
 * (JPEG APP1, PNG iTXt, WebP XMP chunk); MP4 videos in a top-level `uuid` box with the XMP UUID
 * BE7ACFCB-97A9-42E8-9C71-999491E3AFAC (Adobe XMP Specification Part 3, "MPEG-4": where
 * exiftool and Adobe's tools read it). Nothing else goes in: no camera, place or user data.
 */
import type { Sharp } from 'sharp';
import { digitalSourceTypeIri, DIGITAL_SOURCE_TYPES, type DigitalSourceType } from '../../../shared/provenance';

/** The tool named in `xmp:CreatorTool`. */
export const CREATOR_TOOL = 'Vitrine';

/** The XMP packet (UTF-8 text) stating `type`. */
export function provenanceXmp(type: DigitalSourceType): string {
  return [
    '<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>',
    '<x:xmpmeta xmlns:x="adobe:ns:meta/">',
    ' <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">',
    '  <rdf:Description rdf:about=""',
    '    xmlns:Iptc4xmpExt="http://iptc.org/std/Iptc4xmpExt/2008-02-29/"',
    '    xmlns:xmp="http://ns.adobe.com/xap/1.0/"',
    `    Iptc4xmpExt:DigitalSourceType="${digitalSourceTypeIri(type)}"`,
    `    xmp:CreatorTool="${CREATOR_TOOL}"/>`,
    ' </rdf:RDF>',
    '</x:xmpmeta>',
    '<?xpacket end="r"?>',
  ].join('\n');
}

/** `pipeline` set to write the statement of `type` into the file it encodes (sharp keeps no other metadata). */
export function withProvenance(pipeline: Sharp, type: DigitalSourceType): Sharp {
  return pipeline.withXmp(provenanceXmp(type));
}

/**
 * The digital source type an XMP packet states, or null when it states none of Vitrine's.
 * Input: the packet as sharp's `metadata().xmp` gives it, or text.
 */
export function readDigitalSourceType(xmp: Buffer | string | undefined): DigitalSourceType | null {
  if (!xmp) return null;
  const text = typeof xmp === 'string' ? xmp : xmp.toString('utf8');
  const found = /Iptc4xmpExt:DigitalSourceType\s*=\s*"http:\/\/cv\.iptc\.org\/newscodes\/digitalsourcetype\/([A-Za-z]+)"/.exec(text)
    ?? /<Iptc4xmpExt:DigitalSourceType>\s*http:\/\/cv\.iptc\.org\/newscodes\/digitalsourcetype\/([A-Za-z]+)\s*</.exec(text);
  const value = found?.[1];
  return value && (DIGITAL_SOURCE_TYPES as readonly string[]).includes(value) ? (value as DigitalSourceType) : null;
}

/** Whether an XMP packet holds nothing but a provenance statement of ours (no camera, place or author data). */
export function isProvenanceOnly(xmp: Buffer | string): boolean {
  const type = readDigitalSourceType(xmp);
  if (!type) return false;
  const text = (typeof xmp === 'string' ? xmp : xmp.toString('utf8')).replace(/\s+/g, ' ').trim();
  return text === provenanceXmp(type).replace(/\s+/g, ' ').trim();
}

/** The XMP UUID of ISO BMFF files (Adobe XMP Specification Part 3). */
const XMP_UUID = Buffer.from('be7acfcb97a942e89c71999491e3afac', 'hex');

/**
 * An MP4 (ISO BMFF) file with the statement of `type` appended as a top-level `uuid` XMP box.
 * Top-level boxes may come in any order after `ftyp`, and no offset inside the file moves, so the
 * media plays as before. A box of ours already there (the file was marked before) is replaced.
 * @throws Error when the bytes are not an ISO BMFF file (no `ftyp` box first).
 */
export function mp4WithProvenance(mp4: Buffer, type: DigitalSourceType): Buffer {
  if (mp4.length < 12 || mp4.toString('latin1', 4, 8) !== 'ftyp') throw new Error('not an MP4 file: no ftyp box first');
  const kept: Buffer[] = [];
  let offset = 0;
  while (offset + 8 <= mp4.length) {
    let size = mp4.readUInt32BE(offset);
    const name = mp4.toString('latin1', offset + 4, offset + 8);
    if (size === 1) size = Number(mp4.readBigUInt64BE(offset + 8));
    else if (size === 0) size = mp4.length - offset;
    if (size < 8 || offset + size > mp4.length) throw new Error(`not an MP4 file: box '${name}' at ${offset} runs past the end`);
    const ours = name === 'uuid' && mp4.subarray(offset + 8, offset + 24).equals(XMP_UUID);
    if (!ours) kept.push(mp4.subarray(offset, offset + size));
    offset += size;
  }
  const body = Buffer.from(provenanceXmp(type), 'utf8');
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + XMP_UUID.length + body.length, 0);
  head.write('uuid', 4, 'latin1');
  return Buffer.concat([...kept, head, XMP_UUID, body]);
}

/** The digital source type an MP4's XMP `uuid` box states, or null. */
export function readMp4DigitalSourceType(mp4: Buffer): DigitalSourceType | null {
  let offset = 0;
  while (offset + 8 <= mp4.length) {
    let size = mp4.readUInt32BE(offset);
    if (size === 1) size = Number(mp4.readBigUInt64BE(offset + 8));
    else if (size === 0) size = mp4.length - offset;
    if (size < 8) return null;
    if (mp4.toString('latin1', offset + 4, offset + 8) === 'uuid' && mp4.subarray(offset + 8, offset + 24).equals(XMP_UUID)) {
      return readDigitalSourceType(mp4.subarray(offset + 24, offset + size));
    }
    offset += size;
  }
  return null;
}
