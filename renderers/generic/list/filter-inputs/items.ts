/** Select options out of reference-data answers (the kernel's src/widgets/select-options.ts). */
export { responseItems, toSelectOptions, type SelectOption } from '../../../../src/widgets/select-options';
