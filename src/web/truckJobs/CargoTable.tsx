import type { ReactNode } from 'react';
import type { FreightCargoLine } from '../../core/freights/freights.schemas.ts';
import { useT } from '../i18n/useT.ts';
import { TableHead } from '../ui/TableHead.tsx';

const num = (n: number | null | undefined) =>
  n === null || n === undefined ? '—' : n.toLocaleString('hu-HU');

/**
 * A truck job's cargo lines as a table (the freight's details, the cargo split dialog): order, pallet
 * type, pallets and kg a line, then the caller's own columns (`more`: their heads and a line's cells).
 */
export function CargoTable({
  cargo,
  countHead,
  more,
}: {
  cargo: readonly FreightCargoLine[];
  /** The pallets column's head, where the caller names it otherwise. */
  countHead?: string;
  more?: { heads: readonly string[]; cells(line: FreightCargoLine, index: number): ReactNode };
}) {
  const t = useT();
  const heads = [t('freights.col.orderId'), t('freights.palletType'), countHead ?? t('freights.col.pallets')];
  return (
    <table className="freight-table">
      <TableHead labels={[...heads, t('freights.col.kg'), ...(more?.heads ?? [])]} />
      <tbody>
        {cargo.map((c, i) => (
          <tr key={`${c.orderId}-${c.palletType}`}>
            <td>{c.orderId}</td>
            <td>{c.palletType}</td>
            <td>{num(c.pallets)}</td>
            <td>{num(c.kg)}</td>
            {more?.cells(c, i)}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
