import {
  paymentFeeAmount,
  paymentFeeNote,
  type AlertAmount,
  type AlertKindValue,
  type AlertRecordRef,
  type IsoDate,
  type PaymentFee,
} from "@rightsdesk/domain";

/**
 * An alert as its records give it, before its mark and the look-ahead that let it in: what the
 * sources describe for the rows of a page.
 */
export interface AlertCandidate {
  key: string;
  kind: AlertKindValue;
  dueDate: IsoDate;
  title: string;
  detail: string;
  record: AlertRecordRef;
  related: AlertRecordRef | null;
  companyId: number | null;
  /** The fee the alert calls for; null when its kind calls for none. */
  amount: AlertAmount | null;
}

/** A fee as an alert's amount: the figure (contract's or confirmed scale) or why there is none. */
export function feeAmountOf(fee: PaymentFee | null): AlertAmount | null {
  return fee === null ? null : { cents: paymentFeeAmount(fee), note: paymentFeeNote(fee) };
}

export function assetRef(asset: { id: number; title: string; adId: string }): AlertRecordRef {
  return { type: "asset", id: asset.id, label: `${asset.adId} · ${asset.title}` };
}
