import type { MessageKey } from '../i18n/i18n.ts';
import type { GridColumn } from './gridTypes.ts';

/** One column of a headed table: everything of a column but its field and header. */
export type HeadedLayout<T> = Omit<GridColumn<T>, 'field' | 'headerKey'>;

/** A field whose header `<prefix>.<field>` is no locale key gets a type no layout meets (a compile error names it). */
type Headed<P extends string, K extends string> = `${P}.${K}` extends MessageKey
  ? unknown
  : { missingHeader: `${P}.${K}` };

/**
 * The columns of a table whose headers are its area's texts `<prefix>.<field>`: each column names its
 * field once, in the layout's order (`columnsHeadedBy('freightBills.col')<FreightBillRow>({ freightId:
 * { width: 95 }, … })`).
 */
export function columnsHeadedBy<const P extends string>(prefix: P) {
  return <T>(layout: { [K in keyof T & string]?: HeadedLayout<T> & Headed<P, K> }): GridColumn<T>[] =>
    Object.entries(layout).map(([field, own]) => ({
      field: field as keyof T & string,
      // The type above checked that `<prefix>.<field>` is a key for every field the layout names.
      headerKey: `${prefix}.${field}` as MessageKey,
      ...(own as HeadedLayout<T>),
    }));
}
