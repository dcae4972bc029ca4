import { useMemo } from 'react';
import { theme } from 'antd';
import { buildPrintDocument } from '../../src/print/document';
import { printDocumentHtml } from '../../src/print/html';
import type { PrintField, PrintTemplate } from '../../src/print/template';

/** CSS pixels per millimetre. */
const PX_PER_MM = 96 / 25.4;
/** The preview's width on screen. */
const PREVIEW_WIDTH_PX = 360;

interface PrintPreviewProps {
  paper: PrintTemplate['paper'];
  fields: readonly PrintField[];
}

/** Where each field prints on the page, each data field shown by its key in brackets, scaled to fit. */
export function PrintPreview({ paper, fields }: PrintPreviewProps) {
  const { token } = theme.useToken();
  const html = useMemo(() => {
    const sample = Object.fromEntries(fields.flatMap((field) => (field.key ? [[field.key, `〔${field.key}〕`]] : [])));
    const template: PrintTemplate = { id: 0, name: '', kind: 'WAYBILL', paper, copies: 1, isDefault: false, fields: [...fields] };
    // Escaped and sanitised (src/print/html.ts).
    return printDocumentHtml(buildPrintDocument(template, [sample], 1));
  }, [paper, fields]);
  const scale = PREVIEW_WIDTH_PX / (paper.width * PX_PER_MM);
  return (
    <div
      data-testid="print-preview"
      aria-hidden="true"
      style={{ width: PREVIEW_WIDTH_PX, height: paper.height * PX_PER_MM * scale, overflow: 'hidden', border: `1px solid ${token.colorBorder}`, background: '#fff', color: '#000' }}
    >
      <div style={{ transform: `scale(${scale})`, transformOrigin: 'top left' }} dangerouslySetInnerHTML={{ __html: html }} />
    </div>
  );
}
