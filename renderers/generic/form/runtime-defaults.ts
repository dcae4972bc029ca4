import type { RuntimeDefault } from '../../../src/screen-model/types';
import { resolveHostVariant } from '../../../src/config/variant';

/** The run-time value a field's `defaultFrom` names, or undefined when the app has none. */
export function runtimeDefault(name: RuntimeDefault, hostname: string = globalThis.location?.hostname ?? ''): string | undefined {
  switch (name) {
    case 'hostAccountType':
      return resolveHostVariant(hostname).accountType;
  }
}
