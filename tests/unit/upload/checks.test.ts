import { beforeAll, describe, expect, it } from 'vitest';
import { registerMessages, t, useLanguageStore } from '../../../src/i18n';
import { uploadTexts } from '../../../src/i18n/messages/upload';
import { checkCount, checkFile, checkSize, checkType } from '../../../src/upload/checks';
import type { UploadProblem } from '../../../src/upload/problem';

beforeAll(() => registerMessages(uploadTexts));

const MB = 1024 * 1024;
function say(problem: UploadProblem | undefined, language: 'zh' | 'en' = 'zh'): string | undefined {
  useLanguageStore.setState({ language });
  return problem && t(problem.key, problem.params);
}

describe('image checks (core spec §5, widgets spec §5)', () => {
  it('refuses a file over the default 10 M with 文件大小过大大于：10 M, and over a field\'s own limit', () => {
    expect(checkSize({ name: 'a.png', type: 'image/png', size: 10 * MB })).toBeUndefined();
    expect(say(checkSize({ name: 'a.png', type: 'image/png', size: 10 * MB + 1 }))).toBe('文件大小过大大于：10 M');
    expect(say(checkSize({ name: 'a.png', type: 'image/png', size: 10 * MB + 1 }), 'en')).toBe('file size too large, greater than: 10M');
    expect(say(checkSize({ name: 'a.png', type: 'image/png', size: 3 * MB }, { sizeLimitMb: 2 }))).toBe('文件大小过大大于：2 M');
  });

  it('allows jpeg, jpg, gif, png and bmp and names any other type: <type>文件类型不允许', () => {
    for (const [name, type] of [['a.jpeg', 'image/jpeg'], ['a.JPG', 'image/jpeg'], ['a.gif', 'image/gif'], ['a.png', 'image/png'], ['a.bmp', 'image/bmp'], ['a.bmp', '']]) {
      expect(checkType({ name: name!, type: type!, size: 1 })).toBeUndefined();
    }
    expect(say(checkType({ name: 'photo.webp', type: 'image/webp', size: 1 }))).toBe('webp文件类型不允许');
    expect(say(checkType({ name: 'notes.txt', type: 'text/plain', size: 1 }), 'en')).toBe('txt file type not allowed');
    // An image name on another kind of file is named by what the browser says it is.
    expect(say(checkType({ name: 'fake.png', type: 'text/html', size: 1 }))).toBe('html文件类型不允许');
    expect(say(checkType({ name: 'scan.pdf', type: '', size: 1 }))).toBe('pdf文件类型不允许');
    // A PNG MIME type does not make another extension allowed.
    expect(say(checkType({ name: 'image.tiff', type: 'image/png', size: 1 }))).toBe('tiff文件类型不允许');
  });

  it('limits the images to the default 100 (图片最多允许上传100张) or the field\'s max', () => {
    expect(checkCount(99, 1)).toBeUndefined();
    expect(say(checkCount(100, 1))).toBe('图片最多允许上传100张');
    expect(say(checkCount(4, 2, { max: 5 }), 'en')).toBe('at most 5 images can be uploaded');
  });

  it('names the wrong type before the size', () => {
    expect(say(checkFile({ name: 'big.txt', type: 'text/plain', size: 20 * MB }))).toBe('txt文件类型不允许');
    expect(say(checkFile({ name: 'big.png', type: 'image/png', size: 20 * MB }))).toBe('文件大小过大大于：10 M');
  });
});
