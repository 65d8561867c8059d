import type { ExternalIdColumn } from '../../externalIds/externalIdColumns.ts';
import { dateCell } from '../../grid/cellParsers.ts';
import type { GridColumn } from '../../grid/gridTypes.ts';
import { translate } from '../../i18n/i18n.ts';
import { externalIdField, type OrderGridRow, ROW_EXTERNAL_IDS } from './orderRows.ts';
import { orderStatusOptions } from './orderStatus.ts';

const yesNo = () => [
  { value: 'true', label: translate('orders.yes') },
  { value: 'false', label: translate('orders.no') },
];

/**
 * Columns of /orders: every list field of the order; dates, preferred trucks, comment and the
 * external ids are editable in cells, in bulk and by paste (only new or invalid orders save).
 */
export function orderColumns(externalIds: readonly ExternalIdColumn[] = []): GridColumn<OrderGridRow>[] {
  // Configured external ids beyond the order number and incoterm (which have columns of their own),
  // editable where the role is among the name's rolesAllowedToEdit.
  const extra: GridColumn<OrderGridRow>[] = externalIds
    .filter((c) => !(ROW_EXTERNAL_IDS as readonly string[]).includes(c.name))
    .map((c) => ({
      field: externalIdField(c.name),
      headerKey: 'orders.col.externalId',
      header: c.header,
      width: 140,
      editable: c.editable,
      sortable: false,
      filterable: false,
    }));
  return [
    { field: 'orderId', headerKey: 'orders.col.orderId', width: 150 },
    { field: 'status', headerKey: 'orders.col.status', width: 100, options: orderStatusOptions() },
    { field: 'customerName', headerKey: 'orders.col.customerName', width: 170 },
    { field: 'deliveryAddress', headerKey: 'orders.col.deliveryAddress', width: 210 },
    // Quantities next to the customer: on screen at 1600 px without scrolling (issue 16).
    { field: 'itemCount', headerKey: 'orders.col.itemCount', width: 70, type: 'number' },
    { field: 'palletsCount', headerKey: 'orders.col.palletsCount', width: 75, type: 'number' },
    { field: 'kg', headerKey: 'orders.col.kg', width: 90, type: 'number' },
    {
      field: 'orderDate',
      headerKey: 'orders.col.orderDate',
      width: 110,
      editable: true,
      type: 'date',
      parse: dateCell('display'),
    },
    {
      field: 'releaseDate',
      headerKey: 'orders.col.releaseDate',
      width: 115,
      editable: true,
      type: 'date',
      parse: dateCell('display'),
    },
    {
      field: 'orderDeadlineDate',
      headerKey: 'orders.col.orderDeadlineDate',
      width: 115,
      editable: true,
      type: 'date',
      parse: dateCell('display'),
    },
    { field: 'expectedDeadlineDate', headerKey: 'orders.col.expectedDeadlineDate', width: 115, type: 'date' },
    { field: 'customerCode', headerKey: 'orders.col.customerCode', width: 100 },
    { field: 'deliveryToSite', headerKey: 'orders.col.deliveryToSite', width: 100, options: yesNo() },
    { field: 'factoryShortName', headerKey: 'orders.col.factoryShortName', width: 80 },
    {
      field: 'preferredTrucks',
      headerKey: 'orders.col.preferredTrucks',
      width: 140,
      editable: true,
      sortable: false,
    },
    { field: 'orderNr', headerKey: 'orders.col.orderNr', width: 130, editable: true },
    { field: 'incoterm', headerKey: 'orders.col.incoterm', width: 90, editable: true },
    ...extra,
    { field: 'comment', headerKey: 'orders.col.comment', width: 200, editable: true },
    {
      field: 'invalidText',
      headerKey: 'orders.col.invalidText',
      width: 240,
      sortable: false,
      filterable: false,
    },
    // Contacts at the end: the dense grid keeps dates and loads in view on a 1366 px screen.
    {
      field: 'customerPhone',
      headerKey: 'orders.col.customerPhone',
      width: 140,
      sortable: false,
      filterable: false,
    },
    {
      field: 'recipientName',
      headerKey: 'orders.col.recipientName',
      width: 150,
      sortable: false,
      filterable: false,
    },
    {
      field: 'recipientPhone',
      headerKey: 'orders.col.recipientPhone',
      width: 140,
      sortable: false,
      filterable: false,
    },
    { field: 'productCategory', headerKey: 'orders.col.productCategory', width: 130, hide: true },
  ];
}

/** "Azonosító – Vevő" for confirmations, previews and the recent list. */
export function orderLabel(row: Pick<OrderGridRow, 'orderId' | 'customerName'>): string {
  return row.customerName ? `${row.orderId} – ${row.customerName}` : row.orderId;
}
