import { beforeAll, describe, expect, it } from 'vitest';
import { registerMessages, t, useLanguageStore } from '../../../src/i18n';
import { uploadTexts } from '../../../src/i18n/messages/upload';
import { checkCount, checkFile, checkSize, checkType } from '../../../src/upload/checks';
import type { UploadProblem } from '../../../src/upload/problem';
import { UPLOAD_POLICY_MAX_BYTES } from '../../../src/config/upload';

beforeAll(() => registerMessages(uploadTexts));

const MB = 1024 * 1024;
function say(problem: UploadProblem | undefined, language: 'zh' | 'en' = 'zh'): string | undefined {
  useLanguageStore.setState({ language });
  return problem && t(problem.key, problem.params);
}

describe('image checks (core spec §5, widgets spec §5)', () => {
  it('refuses a file over the server\'s cap of 10,240,000 bytes with 图片不能超过 10 MB, and over a field\'s own limit', () => {
    // The uploader's limit is the server's: a file it lets through is never refused by the server for its size.
    expect(checkSize({ name: 'a.png', type: 'image/png', size: UPLOAD_POLICY_MAX_BYTES })).toBeUndefined();
    expect(say(checkSize({ name: 'a.png', type: 'image/png', size: UPLOAD_POLICY_MAX_BYTES + 1 }))).toBe('图片不能超过 10 MB');
    expect(say(checkSize({ name: 'a.png', type: 'image/png', size: 10 * MB }), 'en')).toBe('images must not be larger than 10 MB');
    expect(say(checkSize({ name: 'a.png', type: 'image/png', size: 3 * MB }, { sizeLimitMb: 2 }))).toBe('图片不能超过 2 MB');
    // A field's larger limit cannot pass the server's cap.
    expect(say(checkSize({ name: 'a.png', type: 'image/png', size: UPLOAD_POLICY_MAX_BYTES + 1 }, { sizeLimitMb: 20 }))).toBe('图片不能超过 10 MB');
  });

  it('allows jpeg, jpg, gif, png and bmp and says so for any other type', () => {
    for (const [name, type] of [['a.jpeg', 'image/jpeg'], ['a.JPG', 'image/jpeg'], ['a.gif', 'image/gif'], ['a.png', 'image/png'], ['a.bmp', 'image/bmp'], ['a.bmp', '']]) {
      expect(checkType({ name: name!, type: type!, size: 1 })).toBeUndefined();
    }
    expect(say(checkType({ name: 'photo.webp', type: 'image/webp', size: 1 }))).toBe('只能上传 JPG、PNG、GIF、BMP 图片，不能上传 webp 文件');
    expect(say(checkType({ name: 'notes.txt', type: 'text/plain', size: 1 }), 'en')).toBe('only JPG, PNG, GIF and BMP images can be uploaded, not txt files');
    // An image name on another kind of file is named by what the browser says it is.
    expect(say(checkType({ name: 'fake.png', type: 'text/html', size: 1 }))).toBe('只能上传 JPG、PNG、GIF、BMP 图片，不能上传 html 文件');
    expect(say(checkType({ name: 'scan.pdf', type: '', size: 1 }))).toBe('只能上传 JPG、PNG、GIF、BMP 图片，不能上传 pdf 文件');
    // A PNG MIME type does not make another extension allowed.
    expect(say(checkType({ name: 'image.tiff', type: 'image/png', size: 1 }))).toBe('只能上传 JPG、PNG、GIF、BMP 图片，不能上传 tiff 文件');
  });

  it('limits the images to the default 100 (图片最多允许上传100张) or the field\'s max', () => {
    expect(checkCount(99, 1)).toBeUndefined();
    expect(say(checkCount(100, 1))).toBe('图片最多允许上传100张');
    expect(say(checkCount(4, 2, { max: 5 }), 'en')).toBe('at most 5 images can be uploaded');
  });

  it('names the wrong type before the size', () => {
    expect(say(checkFile({ name: 'big.txt', type: 'text/plain', size: 20 * MB }))).toBe('只能上传 JPG、PNG、GIF、BMP 图片，不能上传 txt 文件');
    expect(say(checkFile({ name: 'big.png', type: 'image/png', size: 20 * MB }))).toBe('图片不能超过 10 MB');
  });
});
