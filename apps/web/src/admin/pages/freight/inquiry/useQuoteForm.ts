import { useQuery } from '@tanstack/react-query';
import type { InquiryDeskMode } from '@freight/domain';
import { App, Form } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isRecordChanged } from '../../../components/list';
import { sessionStore } from '../../../session/sessionStore';
import { useStore } from '../../../store';
import { deskApi } from './api';

/** The staff user quoting: who a new quote is from by default. */
export interface StaffContact { name: string; phone: string; mail: string }

/** The inquiry as read for quoting: the version its quote is saved over. */
interface QuotedInquiry { version: number }

export interface QuoteFormOptions<D extends QuotedInquiry, V> {
  mode: InquiryDeskMode;
  /** The inquiry quoted; undefined while the dialog is closed. */
  inquiryId?: number;
  /** The form's values from the inquiry as read; a module-level function, so that each read fills the form once. */
  startingValues: (inquiry: D, staff: StaffContact) => V;
  /** Sends the form's values as the quote of the inquiry as read. */
  send: (values: V, read: { inquiryId: number; version: number }) => Promise<unknown>;
  onSaved: () => void;
}

/**
 * A quote dialog's form and saving, for every desk: reads the inquiry, fills the form, saves over the version
 * read, and when someone else saved the inquiry since (code 409) says so and offers to read it again.
 */
export function useQuoteForm<D extends QuotedInquiry, V extends object>({ mode, inquiryId, startingValues, send, onSaved }: QuoteFormOptions<D, V>) {
  const { t } = useTranslation('admin');
  const { message } = App.useApp();
  const user = useStore(sessionStore, (s) => s.user);
  const [form] = Form.useForm<V>();
  const [saving, setSaving] = useState(false);
  /** The inquiry whose quote was refused because someone else saved it after it was read. */
  const [changedId, setChangedId] = useState<number>();
  const detail = useQuery({
    queryKey: ['inquiry-desk-quote', mode, inquiryId],
    queryFn: () => deskApi.detail<D>(mode, inquiryId!),
    enabled: inquiryId !== undefined,
    gcTime: 0,
  });
  const inquiry = detail.isFetching ? undefined : detail.data;

  useEffect(() => {
    if (!inquiry) return;
    const staff = { name: user?.nickName || user?.userName || '', phone: user?.phonenumber ?? '', mail: user?.email ?? '' };
    // antd types form values as a recursive partial, which a generic V does not narrow to.
    form.setFieldsValue(startingValues(inquiry, staff) as Parameters<typeof form.setFieldsValue>[0]);
  }, [inquiry, form, user, startingValues]);

  const save = async () => {
    try {
      await form.validateFields();
    } catch {
      return;
    }
    // The whole store: values without a field of their own (a sea line's container type) are sent too.
    const values = form.getFieldsValue(true) as V;
    setSaving(true);
    try {
      await send(values, { inquiryId: inquiryId!, version: inquiry!.version });
      void message.success(t('inquiryDesk.quoteSaved'));
      onSaved();
    } catch (error) {
      // The request client has shown the server's message; the dialog stays open for a correction.
      if (isRecordChanged(error)) setChangedId(inquiryId);
    } finally {
      setSaving(false);
    }
  };

  return {
    form,
    inquiry,
    open: inquiryId !== undefined,
    saving,
    save,
    /** Set after a save refused over someone else's: reads the stored inquiry again. */
    reload: changedId !== undefined && changedId === inquiryId ? () => { setChangedId(undefined); void detail.refetch(); } : undefined,
  };
}
