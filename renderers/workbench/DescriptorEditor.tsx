import { useEffect, useMemo, useRef } from 'react';
import CodeMirror, { EditorView, type ReactCodeMirrorRef } from '@uiw/react-codemirror';
import { json, jsonLanguage } from '@codemirror/lang-json';
import { lintGutter, linter, setDiagnostics } from '@codemirror/lint';
import { hoverTooltip } from '@codemirror/view';
import { jsonCompletion, jsonSchemaHover, stateExtensions } from 'codemirror-json-schema';
import type { JSONSchema7 } from 'json-schema';
import schema from '../../schemas/screen.schema.json';
import type { ScreenProblem } from '../../src/screen-model/check';
import { problemDiagnostics } from './problem-diagnostics';

/** One object for every render: a new one makes the editor component reconfigure the view. */
const BASIC_SETUP = { foldGutter: true };

interface DescriptorEditorProps {
  value: string;
  onChange: (text: string) => void;
  /** The text the problems were found in (the check runs a moment after typing stops). */
  checkedText: string;
  problems: readonly ScreenProblem[];
  label: string;
}

/**
 * Hover text from the schema's descriptions, as plain text: the library's own hover renders Markdown
 * into HTML, which the workbench does not need.
 */
function hoverElement({ message, typeInfo }: { message: string; typeInfo: string }): HTMLElement {
  const box = document.createElement('div');
  box.className = 'workbench-hover';
  if (message) box.append(Object.assign(document.createElement('p'), { textContent: message }));
  if (typeInfo) box.append(Object.assign(document.createElement('code'), { textContent: typeInfo }));
  return box;
}

/**
 * CodeMirror on the descriptor's JSON: completion and hover from schemas/screen.schema.json, and the
 * problems of screens:check as inline errors (with a gutter mark).
 */
export function DescriptorEditor({ value, onChange, checkedText, problems, label }: DescriptorEditorProps) {
  const editor = useRef<ReactCodeMirrorRef>(null);
  const extensions = useMemo(
    () => [
      json(),
      jsonLanguage.data.of({ autocomplete: jsonCompletion() }),
      hoverTooltip(jsonSchemaHover({ formatHover: hoverElement })),
      stateExtensions(schema as JSONSchema7),
      // No lint source of its own (the check runs outside, see the effect below), but the lint state in
      // the base configuration: the editor component reconfigures the view now and then, which would drop
      // a lint state that setDiagnostics only appended.
      linter(null),
      lintGutter(),
      EditorView.lineWrapping,
      EditorView.contentAttributes.of({ 'aria-label': label }),
    ],
    [label],
  );

  useEffect(() => {
    const view = editor.current?.view;
    // Problems of an older text would land in the wrong place; the check of the current text follows.
    if (!view || view.state.doc.toString() !== checkedText) return;
    view.dispatch(setDiagnostics(view.state, problemDiagnostics(checkedText, problems)));
  }, [checkedText, problems, value]);

  return <CodeMirror ref={editor} value={value} onChange={onChange} extensions={extensions} height="70vh" basicSetup={BASIC_SETUP} />;
}
