import type { CallAction } from '../../../src/screen-model/types';

/** Refine's method name of a call action's HTTP method (POST when none is given). */
export function callMethod(method: CallAction['method']): 'post' | 'put' | 'delete' {
  switch (method) {
    case 'PUT':
      return 'put';
    case 'DELETE':
      return 'delete';
    default:
      return 'post';
  }
}
