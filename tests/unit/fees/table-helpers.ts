import { fireEvent, screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';

/** The fee table's data rows (antd also renders a measuring row). */
export function dataRows(): HTMLElement[] {
  return screen.getAllByRole('row').filter((row) => row.classList.contains('ant-table-row'));
}

/** Opens the select named `label` in `row` and picks the option `option`. */
export async function pick(user: ReturnType<typeof userEvent.setup>, row: HTMLElement, label: string, option: string): Promise<void> {
  fireEvent.mouseDown(within(row).getByRole('combobox', { name: label }));
  const choices = await screen.findAllByTitle(option);
  await user.click(choices[choices.length - 1]!);
}
