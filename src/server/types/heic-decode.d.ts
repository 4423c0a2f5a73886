/** Types of heic-decode 2.x (https://www.npmjs.com/package/heic-decode), which ships none. */
declare module 'heic-decode' {
  interface DecodedHeic {
    width: number;
    height: number;
    /** RGBA, 4 bytes a pixel, row after row. */
    data: Uint8ClampedArray;
  }
  /** Decodes the first top-level image of a HEIF/HEIC file. Throws TypeError when the bytes are not HEIF. */
  function decode(input: { buffer: Uint8Array }): Promise<DecodedHeic>;
  export default decode;
}
