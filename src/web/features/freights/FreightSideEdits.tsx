import { type RefObject, useEffect, useRef, useState } from 'react';
import { FREIGHTS_API } from '../../../core/freights/freights.api.ts';
import type { Freight } from '../../../core/freights/freights.schemas.ts';
import { TRANSPORTERS_API } from '../../../core/transporters/transporters.api.ts';
import type { Transporter } from '../../../core/transporters/transporters.schemas.ts';
import { callApi } from '../../api/callApi.ts';
import { useT } from '../../i18n/useT.ts';
import { CargoExternalIdsEdit } from '../../truckJobs/CargoExternalIdsEdit.tsx';
import { useFieldPermissions } from '../../truckJobs/truckJobRules.ts';
import { SelectInput } from '../../ui/inputs/SelectInput.tsx';

/** A request for the keyboard: the field, as soon as it may be edited (the rules enable it). */
export interface FocusAsked {
  field: 'comment' | 'transporter';
}

export interface FreightSideEditsProps {
  freight: Freight;
  planner: boolean;
  /** The comment box (transport.comment focuses it). */
  commentRef: RefObject<HTMLTextAreaElement | null>;
  /** The field that takes the keyboard once it may be edited (the comment or transporter command). */
  focus?: FocusAsked;
  /** The comment and transporter as typed / picked (the dialog's Ctrl+S saves them too). */
  comment: string;
  transporterId: string;
  onComment(comment: string): void;
  onTransporter(transporterId: string): void;
  /** A part saved by its button: the field keeps the keyboard and the dialog says "Mentve.". */
  onSaved(freight: Freight, part: 'comment' | 'transporterId' | 'cargo'): void;
  onRefused(err: unknown): void;
}

/**
 * The parts of a freight saved by their own calls, each with its button: the comment (PUT
 * /comment/{id}; a transporter's is flagged by the server), the transporter (POST set-transporter,
 * a native select: arrows and type-ahead) and the cargo external ids per order (PUT cargo-external-id).
 * The comment and the transporter are the dialog's state, so its Ctrl+S saves them as well; after a
 * button's save the keyboard goes back to the field it saved (the button is disabled by then).
 */
export function FreightSideEdits({
  freight,
  planner,
  commentRef,
  focus,
  comment,
  transporterId,
  onComment,
  onTransporter,
  onSaved,
  onRefused,
}: FreightSideEditsProps) {
  const t = useT();
  const transporterBox = useRef<HTMLDivElement>(null);
  const [transporters, setTransporters] = useState<Transporter[]>([]);
  // PUT /comment and the cargo ids are judged by the permission rules: the same answer as the server's.
  const perms = useFieldPermissions('freight', freight as unknown as Record<string, unknown>);
  const canComment = perms.editable('comment');
  // The comment box is disabled until the rules answered: it takes the focus once enabled.
  useEffect(() => {
    if (focus?.field === 'comment' && canComment) commentRef.current?.focus();
    if (focus?.field === 'transporter') transporterBox.current?.querySelector('select')?.focus();
  }, [focus, canComment, commentRef]);
  useEffect(() => {
    if (!planner) return;
    callApi(TRANSPORTERS_API.list, { errorMode: 'silent' })
      .then((res) => setTransporters(Array.isArray(res) ? res : res.result))
      .catch(() => setTransporters([]));
  }, [planner]);
  const send = (call: Promise<Freight>, part: 'comment' | 'transporterId', field: () => HTMLElement | null) =>
    void call
      .then((saved) => {
        onSaved(saved, part);
        field()?.focus();
      })
      .catch(onRefused);
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
          onChange={(e) => onComment(e.target.value)}
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
            'comment',
            () => commentRef.current,
          )
        }
      >
        {t('freightEdit.saveComment')}
      </button>
      {planner && (
        <div className="transport-status" ref={transporterBox}>
          <SelectInput
            label={t('freights.col.transporterName')}
            value={transporterId}
            options={[
              { value: '', label: t('freightEdit.noTransporter') },
              ...transporters.map((tr) => ({ value: tr.id, label: tr.companyName })),
            ]}
            onChange={onTransporter}
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
                'transporterId',
                () => transporterBox.current?.querySelector('select') ?? null,
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
          }).then((saved) => onSaved(saved, 'cargo'))
        }
        onRefused={onRefused}
      />
    </div>
  );
}
