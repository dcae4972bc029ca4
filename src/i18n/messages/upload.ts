import type { MessageModule } from '../types.js';

/**
 * Texts of the image uploader (core spec §5; widgets spec §5). The refusals say in plain words what is
 * wrong and what is allowed (issue 26: the spec's '文件大小过大大于：N M' and '<type>文件类型不允许'
 * left clerks guessing); the other texts are the specs' wording. The reference server answers its 400s
 * with the zh texts.
 */
export const uploadTexts = {
  zh: {
    'upload.tooLarge': '图片不能超过 {limit} MB',
    'upload.typeNotAllowed': '只能上传 JPG、PNG、GIF、BMP 图片，不能上传 {type} 文件',
    'upload.notAnImage': '文件内容不是图片：只能上传 JPG、PNG、GIF、BMP 图片',
    'upload.tooMany': '图片最多允许上传{max}张',
    'upload.duplicate': '该图片已经上传过了，请勿重复上传',
    'upload.failed': '图片上传失败，请重试',
    'upload.add': '上传图片',
    'upload.hint': '点击、拖入或粘贴图片',
    'upload.preview': '预览',
    'upload.remove': '删除图片',
    'upload.image': '图片',
    'upload.signatureInvalid': '上传地址无效或已过期',
    'upload.fileMissing': '请选择要上传的图片',
  },
  en: {
    'upload.tooLarge': 'images must not be larger than {limit} MB',
    'upload.typeNotAllowed': 'only JPG, PNG, GIF and BMP images can be uploaded, not {type} files',
    'upload.notAnImage': 'the file is not an image: only JPG, PNG, GIF and BMP images can be uploaded',
    'upload.tooMany': 'at most {max} images can be uploaded',
    'upload.duplicate': 'this image has already been uploaded, do not upload again',
    'upload.failed': 'image upload failed, please try again',
    'upload.add': 'Upload image',
    'upload.hint': 'Click, drop or paste an image',
    'upload.preview': 'Preview',
    'upload.remove': 'Remove image',
    'upload.image': 'Image',
    'upload.signatureInvalid': 'the upload address is invalid or has expired',
    'upload.fileMissing': 'please choose an image to upload',
  },
} satisfies MessageModule;

/** Keys of the uploader's texts. */
export type UploadTextKey = keyof typeof uploadTexts.zh;
