/** Types of s3rver 3.7 (https://www.npmjs.com/package/s3rver), the S3 API server the storage tests run on loopback; it ships none. */
declare module 's3rver' {
  interface S3rverOptions {
    address?: string;
    /** 0 picks a free port (read it from `run()`'s answer). */
    port?: number;
    silent?: boolean;
    /** Where buckets and objects are kept. */
    directory?: string;
    resetOnClose?: boolean;
    allowMismatchedSignatures?: boolean;
    vhostBuckets?: boolean;
    /** Buckets created at start; `configs` are raw CORS or website XML documents. */
    configureBuckets?: { name: string; configs: (string | Buffer)[] }[];
  }
  class S3rver {
    constructor(options?: S3rverOptions);
    /** Starts listening; resolves with the bound address. */
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
  export default S3rver;
}
