/** Two Chinese characters get a space between them, as antd's Button writes them: 登 录. */
export function buttonText(text: string): string {
  return /^[\u4e00-\u9fa5]{2}$/.test(text) ? text.split('').join(' ') : text;
}
