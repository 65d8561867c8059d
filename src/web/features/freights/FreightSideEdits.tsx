import { type RefObject, useEffect, useState } from 'react';
import { FREIGHTS_API } from '../../../core/freights/freights.api.ts';
import type { Freight } from '../../../core/freights/freights.schemas.ts';
import { TRANSPORTERS_API } from '../../../core/transporters/transporters.api.ts';
import type { Transporter } from '../../../core/transporters/transporters.schemas.ts';
import { callApi } from '../../api/callApi.ts';
import { useT } from '../../i18n/useT.ts';
import { CargoExternalIdsEdit } from '../../truckJobs/CargoExternalIdsEdit.tsx';
import { useFieldPermissions } from '../../truckJobs/truckJobRules.ts';
import { SelectInput } from '../../ui/inputs/SelectInput.tsx';

export interface FreightSideEditsProps {
  freight: Freight;
  planner: boolean;
  /** The comment box (transport.comment focuses it). */
  commentRef: RefObject<HTMLTextAreaElement | null>;
  onSaved(freight: Freight): void;
  onRefused(err: unknown): void;
}

/**
 * The parts of a freight saved by their own calls, each with its button: the comment (PUT
 * /comment/{id}; a transporter's is flagged by the server), the transporter (POST set-transporter,
 * a native select: arrows and type-ahead) and the cargo external ids per order (PUT cargo-external-id).
 */
export function FreightSideEdits({
  freight,
  planner,
  commentRef,
  onSaved,
  onRefused,
}: FreightSideEditsProps) {
  const t = useT();
  const [comment, setComment] = useState(freight.comment);
  const [transporterId, setTransporterId] = useState(freight.transporterId ?? '');
  const [transporters, setTransporters] = useState<Transporter[]>([]);
  // PUT /comment and the cargo ids are judged by the permission rules: the same answer as the server's.
  const perms = useFieldPermissions('freight', freight as unknown as Record<string, unknown>);
  const canComment = perms.editable('comment');
  useEffect(() => {
    setComment(freight.comment);
    setTransporterId(freight.transporterId ?? '');
  }, [freight]);
  useEffect(() => {
    if (!planner) return;
    callApi(TRANSPORTERS_API.list, { errorMode: 'silent' })
      .then((res) => setTransporters(Array.isArray(res) ? res : res.result))
      .catch(() => setTransporters([]));
  }, [planner]);
  const send = (call: Promise<Freight>) => void call.then(onSaved).catch(onRefused);
  return (
    <div className="transport-edit-wide">
      <label className="input-field">
        <span>{t('freightEdit.comment')}</span>
        <textarea
          ref={commentRef}
          value={comment}
          maxLength={2000}
          rows={2}
          disabled={!canComment}
          onChange={(e) => setComment(e.target.value)}
        />
      </label>
      <button
        type="button"
        className="btn"
        disabled={!canComment || comment === freight.comment}
        onClick={() =>
          send(
            callApi(FREIGHTS_API.comment, {
              params: { id: freight.id },
              body: { comment, __v: freight.__v },
              errorMode: 'silent',
            }),
          )
        }
      >
        {t('freightEdit.saveComment')}
      </button>
      {planner && (
        <div className="transport-status">
          <SelectInput
            label={t('freights.col.transporterName')}
            value={transporterId}
            options={[
              { value: '', label: t('freightEdit.noTransporter') },
              ...transporters.map((tr) => ({ value: tr.id, label: tr.companyName })),
            ]}
            onChange={setTransporterId}
            name="transporterId"
          />
          <button
            type="button"
            className="btn"
            disabled={transporterId === (freight.transporterId ?? '')}
            onClick={() =>
              send(
                callApi(FREIGHTS_API.setTransporter, {
                  params: { id: freight.id },
                  body: { transporterId: transporterId || null, __v: freight.__v },
                  errorMode: 'silent',
                }),
              )
            }
          >
            {t('freightEdit.setTransporter')}
          </button>
        </div>
      )}
      <CargoExternalIdsEdit
        cargo={freight.cargo}
        editable={perms.editable('cargo')}
        save={(orderId, externalIds) =>
          callApi(FREIGHTS_API.cargoExternalIds, {
            params: { id: freight.id, orderId },
            body: { externalIds, __v: freight.__v },
            errorMode: 'silent',
          }).then(onSaved)
        }
        onRefused={onRefused}
      />
    </div>
  );
}
