/**
 * The stored files of a user's video (the MP4 and its poster), read for the video routes: the
 * owner check and the file's name and type come from the videos service (`fileRef`), the bytes
 * from storage. The part of the MP4 to send is chosen by the caller from the file's size (the
 * HTTP edge parses a Range header), so browsers can seek without the service knowing HTTP.
 */
import type { Readable } from 'node:stream';
import { presignedDownload, type Storage } from '../providers/storage';
import { DomainError } from './domain-error';
import type { VideosService } from './videos';

/** Inclusive byte range of a file. */
export interface FileByteRange {
  start: number;
  end: number;
}

/**
 * Picks the part of a file of `size` bytes to send: a range, null for the whole file, or
 * 'unsatisfiable' when the part asked for lies outside the file.
 */
export type PickByteRange = (size: number) => FileByteRange | null | 'unsatisfiable';

/** What is known of a video's file before its bytes are read. */
export interface VideoFileInfo {
  /** Content type (video/mp4). */
  mime: string;
  /** The name a download is saved under. */
  filename: string;
  /** The whole file's size in bytes. */
  size: number;
}

/** The MP4 of a video, or the part of it that was picked. */
export type VideoFileRead =
  | (VideoFileInfo & { status: 'unsatisfiable' })
  | (VideoFileInfo & {
      status: 'ok';
      /** The bytes sent, streamed from storage (never held whole in memory): the whole file, or the picked range. */
      stream: Readable;
      /** Bytes in `stream`. */
      length: number;
      /** The range read, or null for the whole file. */
      range: FileByteRange | null;
    });

export type VideoFilesService = ReturnType<typeof createVideoFilesService>;

/** The video-files service on the videos service (ownership, keys) and storage (bytes). */
export function createVideoFilesService(deps: {
  videos: Pick<VideosService, 'fileRef'>;
  storage: Storage;
  /** Serve videos from presigned bucket addresses (S3_PRESIGNED_DOWNLOADS). */
  presignedDownloads?: boolean;
}) {
  const { videos, storage } = deps;
  return {
    /**
     * A short-lived address of the bucket for the MP4 of the user's video (the bucket answers
     * Range requests itself), when downloads are presigned; null when the API streams it.
     * `download` names the file as an attachment.
     * @throws DomainError 'not_found' when the video is not the user's or has no file yet.
     */
    async videoUrl(userId: string, videoId: string, download: boolean): Promise<string | null> {
      if (!deps.presignedDownloads) return null;
      const ref = await videos.fileRef(userId, videoId, 'video');
      return presignedDownload(storage, ref.key, download ? ref.filename : undefined);
    },

    /**
     * Reads the MP4 of the user's video, or the part `pickRange` chooses from its size.
     * Output: 'unsatisfiable' (with the size) when the picked part lies outside the file, else a
     * stream of the bytes and their count (the caller sends or destroys it).
     * @throws DomainError 'not_found' when the video is not the user's, has no file yet, or its file is gone.
     */
    async readVideo(userId: string, videoId: string, pickRange: PickByteRange): Promise<VideoFileRead> {
      const ref = await videos.fileRef(userId, videoId, 'video');
      const size = await storage.size(ref.key);
      if (size === null) throw new DomainError('not_found');
      const info = { mime: ref.mime, filename: ref.filename, size };
      const range = pickRange(size);
      if (range === 'unsatisfiable') return { ...info, status: 'unsatisfiable' };
      const start = range?.start ?? 0;
      const end = range?.end ?? size - 1;
      const stream = await storage.getStream(ref.key, { start, end });
      if (!stream) throw new DomainError('not_found');
      return { ...info, status: 'ok', stream, length: end - start + 1, range };
    },

    /**
     * Reads the poster (JPEG) of the user's video. Output: its bytes and content type.
     * @throws DomainError 'not_found' when the video is not the user's, has no poster, or its file is gone.
     */
    async readPoster(userId: string, videoId: string): Promise<{ mime: string; data: Buffer }> {
      const ref = await videos.fileRef(userId, videoId, 'poster');
      const stored = await storage.get(ref.key);
      if (!stored) throw new DomainError('not_found');
      return { mime: ref.mime, data: stored.data };
    },
  };
}
