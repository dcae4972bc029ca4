/**
 * What a print button does once clicked, loaded with its first click: reads the enabled templates of
 * the action's kind through the data provider, chooses the default, prints through the plug-in or the
 * browser, and says how it went.
 */
import type { DataProvider } from '@refinedev/core';
import { readClientSettings } from '../../src/config/client-settings';
import { PRINT_TEMPLATES_API, PRINT_TEMPLATES_PER_KIND } from '../../src/config/print';
import { checkPrintPluginOnce } from '../../src/print/plugin-check';
import { printOutcomeMessage, printRecords, type PrintOutcome } from '../../src/print/print-service';
import { chooseTemplate } from '../../src/print/template';
import type { PrintTemplateKind } from '../../src/screen-model/types';

type Row = Readonly<Record<string, unknown>>;

export interface RunPrintOptions {
  kind: PrintTemplateKind;
  records: readonly Row[];
  /** The "default" data provider (main convention). */
  dataProvider: DataProvider;
}

/** undefined: no template of the kind can print (the caller says so). */
export async function runPrint({ kind, records, dataProvider }: RunPrintOptions): Promise<PrintOutcome | undefined> {
  const { data } = await dataProvider.getList({
    resource: PRINT_TEMPLATES_API,
    pagination: { currentPage: 1, pageSize: PRINT_TEMPLATES_PER_KIND },
    filters: [
      { field: 'template_type', operator: 'eq', value: kind },
      { field: 'status', operator: 'eq', value: 1 },
    ],
  });
  const template = chooseTemplate(data, kind);
  if (!template) return undefined;
  return printRecords({ template, records, ports: readClientSettings().printPluginPorts });
}

/**
 * The plug-in's version check, made with the session's first print rather than on every page load: the
 * outdated version and the minimum, or undefined (current, absent or already checked).
 */
export async function checkPrintPlugin(): Promise<{ current: string; minimum: string } | undefined> {
  const { printPluginPorts: ports, printPluginMinVersion: minimum } = readClientSettings();
  const current = await checkPrintPluginOnce({ ports, minimum });
  return current === undefined ? undefined : { current, minimum };
}

export { printOutcomeMessage };
