import { useEffect, useState } from 'react';
import type { ProductLoadJob } from '../../../core/products/productLoad.schemas.ts';
import { ApiError } from '../../api/apiErrors.ts';
import { pushDialog } from '../../commands/terminalState.ts';
import type { MessageKey } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/useT.ts';
import { FileInput } from '../../ui/inputs/FileInput.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { useLatest } from '../../ui/useLatest.ts';
import { cancelProductLoad, productLoadStatus, uploadProductFile } from './productsApi.ts';

const STATUS_KEYS = {
  'processing started': 'products.statusStarted',
  'work in progress': 'products.statusWorking',
  ready: 'products.statusReady',
  cancelled: 'products.statusCancelled',
} as const satisfies Record<ProductLoadJob['status'], MessageKey>;
const PHASE_KEYS = {
  reading: 'products.phaseReading',
  validating: 'products.phaseValidating',
  saving: 'products.phaseSaving',
  done: 'products.phaseDone',
} as const satisfies Record<ProductLoadJob['phase'], MessageKey>;

/** How often the dialog asks for the job's status while it runs. */
const POLL_MS = 400;
const isRunning = (job: ProductLoadJob | null) =>
  job !== null && (job.status === 'processing started' || job.status === 'work in progress');

export interface ProductUploadDialogProps {
  onClose(): void;
  /** The job saved products: the grid reloads. */
  onSaved(): void;
}

/**
 * Uploads a product list (.xlsx, .xls, .ods, .csv): the file input is focused (Space/Enter opens
 * the picker), the job's progress is polled into a progress bar, and the outcome — saved counts,
 * every refused row, or why the file could not be read — stays on screen. Esc closes, x cancels.
 */
export function ProductUploadDialog({ onClose, onSaved }: ProductUploadDialogProps) {
  const t = useT();
  const [job, setJob] = useState<ProductLoadJob | null>(null);
  const [error, setError] = useState('');
  const running = isRunning(job);
  const jobRef = useLatest(job);
  const close = useLatest(onClose);

  useEffect(() => pushDialog({ save: () => {}, cancel: () => close.current() }), []);

  useEffect(() => {
    if (!job || !isRunning(job)) return;
    const timer = setTimeout(() => {
      productLoadStatus(job.id)
        .then((next) => {
          setJob(next);
          if (next.status === 'ready' && next.saved) onSaved();
        })
        .catch((err: unknown) =>
          setError(err instanceof ApiError ? (err.body?.message ?? String(err.status)) : String(err)),
        );
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [job, onSaved]);

  const start = async (file: File) => {
    setError('');
    setJob(null);
    try {
      setJob(await uploadProductFile(file));
    } catch (err) {
      setError(err instanceof ApiError ? (err.body?.message ?? String(err.status)) : String(err));
    }
  };
  const cancel = async () => {
    const current = jobRef.current;
    if (!current || !isRunning(current)) return;
    try {
      setJob(await cancelProductLoad(current.id));
    } catch (err) {
      if (err instanceof ApiError) setError(err.body?.message ?? String(err.status));
    }
  };

  const percent = job && job.total > 0 ? Math.round((job.done / job.total) * 100) : 0;
  return (
    <Modal
      open
      label={t('products.uploadTitle')}
      className="form-dialog product-upload"
      testId="product-upload"
      onEscape={onClose}
    >
      <h2 className="modal-title">{t('products.uploadTitle')}</h2>
      <p className="modal-subtitle">{t('products.uploadHint')}</p>
      <FileInput
        label={t('products.uploadFile')}
        labelClass="product-upload-file"
        accept=".xlsx,.xls,.ods,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
        data-autofocus
        disabled={running}
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          if (file) void start(file);
        }}
      />
      {job && (
        <div className="product-upload-progress">
          <div
            role="progressbar"
            aria-label={t('products.uploadProgress')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={job.status === 'ready' && job.saved ? 100 : percent}
            className={`product-upload-bar${job.errors.length > 0 || job.message ? ' refused' : ''}`}
          >
            <span style={{ width: `${job.status === 'ready' && job.saved ? 100 : percent}%` }} />
          </div>
          <p role="status" data-testid="product-upload-status">
            {t(STATUS_KEYS[job.status])}
            {job.total > 0 && ` — ${t(PHASE_KEYS[job.phase])} ${job.done} / ${job.total}`}
          </p>
        </div>
      )}
      {job?.status === 'ready' && job.saved && (
        <p className="grid-status" data-testid="product-upload-result">
          {t('products.uploadSaved', { created: job.created, updated: job.updated })}
        </p>
      )}
      {job?.message && (
        <p className="input-error" role="alert">
          {job.message}
        </p>
      )}
      {error && (
        <p className="input-error" role="alert">
          {error}
        </p>
      )}
      {job && job.errors.length > 0 && <RowErrors job={job} />}
      <div className="modal-actions">
        {running && (
          <button type="button" className="btn" onClick={() => void cancel()}>
            {t('products.uploadCancel')}
          </button>
        )}
        <button type="button" className="btn" onClick={onClose}>
          {t('products.uploadClose')}
        </button>
      </div>
    </Modal>
  );
}

/** Every refused row of the file: row number, column, reason (nothing of the file was saved). */
function RowErrors({ job }: { job: ProductLoadJob }) {
  const t = useT();
  return (
    <div className="product-upload-errors">
      <p className="input-error" role="alert">
        {t('products.uploadRefused', { count: job.errors.length })}
      </p>
      <table className="product-upload-table" data-testid="product-upload-errors">
        <thead>
          <tr>
            <th>{t('products.errorRow')}</th>
            <th>{t('products.errorReason')}</th>
          </tr>
        </thead>
        <tbody>
          {job.errors.slice(0, 500).map((e) => (
            <tr key={`${e.row}-${e.field}-${e.code}`}>
              <td>{e.row}</td>
              <td>{e.message}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {job.errors.length > 500 && <p>{t('products.uploadMoreErrors', { count: job.errors.length - 500 })}</p>}
    </div>
  );
}
