import { Alert, Button, Flex, Input, Modal } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pastValidity, todayUtc, type InquiryQuoteState, type QuoteInquiryType, type QuoteStatus } from '@freight/domain';
import { decideQuote } from '../../api/quotations';
import { RequestError } from '../../../shared/request/errors';
import { useFeedback } from '../../providers/feedbackContext';
import { QuoteStatusTag } from '../../../shared/components/QuoteStatusTag';

/** The inquiry a quote belongs to, of any kind, where its quote stands, and the version of the quote shown. */
export interface QuoteDecisionBarProps extends InquiryQuoteState {
  inquiryType: QuoteInquiryType;
  inquiryId: number;
  inquiryno: string;
  version: number;
}

/**
 * Where the quote of an inquiry of any kind stands, and Accept / Decline while it is open and valid (the decision is final).
 * A decision names the version of the quote shown: when staff re-quoted meanwhile (code 409) the page reads the quote
 * again, so the new price is on screen, and says so; Accept then accepts that one.
 */
export function QuoteDecisionBar({ inquiryType, inquiryId, inquiryno, version, quotestatus, quotevaliduntil }: QuoteDecisionBarProps) {
  const { t } = useTranslation();
  const { modal, message } = useFeedback();
  const client = useQueryClient();
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const decision = useMutation({
    mutationFn: (kind: 'accept' | 'decline') => decideQuote({
      inquiryType, inquiryId, decision: kind, version, ...(kind === 'decline' && reason.trim() ? { reason: reason.trim() } : {}),
    }),
    onSuccess: async (state) => {
      setDeclining(false);
      message.success(t(state.quotestatus === 'accepted' ? 'quote.acceptedNotice' : 'quote.declinedNotice'));
      await client.invalidateQueries({ queryKey: ['portal'] });
    },
    onError: async (error) => {
      if (error instanceof RequestError && error.code === 409) {
        setDeclining(false);
        await client.invalidateQueries({ queryKey: ['portal'] });
      }
    },
  });
  const requoted = decision.error instanceof RequestError && decision.error.code === 409;
  const open = quotestatus === 'quoted' && !pastValidity({ status: 'quoted', validUntil: quotevaliduntil }, todayUtc());
  const shownStatus: QuoteStatus = quotestatus === 'quoted' && !open ? 'expired' : quotestatus;

  const accept = () => modal.confirm({
    title: t('quote.accept'),
    content: t('quote.acceptConfirm', { inquiryno }),
    okText: t('quote.accept'),
    onOk: () => decision.mutateAsync('accept').catch(() => undefined),
  });

  return (
    <Flex className="quote-decision" align="center" gap={12} wrap style={{ marginBottom: 16 }}>
      <span>{t('quote.status')}:</span>
      <QuoteStatusTag status={shownStatus} />
      {quotevaliduntil && <span>{t('quote.validUntil', { day: quotevaliduntil })}</span>}
      {open && (
        <Flex gap={8} style={{ marginInlineStart: 'auto' }}>
          <Button type="primary" loading={decision.isPending && decision.variables === 'accept'} onClick={accept}>{t('quote.accept')}</Button>
          <Button danger onClick={() => setDeclining(true)}>{t('quote.decline')}</Button>
        </Flex>
      )}
      {decision.error && <Alert type={requoted ? 'warning' : 'error'} showIcon title={decision.error.message} style={{ width: '100%' }} />}
      <Modal open={declining} title={t('quote.decline')} okText={t('quote.decline')} okButtonProps={{ danger: true, loading: decision.isPending }}
        onOk={() => decision.mutate('decline')} onCancel={() => setDeclining(false)}>
        <Input.TextArea aria-label={t('quote.declineReason')} placeholder={t('quote.declineReason')} maxLength={500} showCount rows={3}
          value={reason} onChange={(e) => setReason(e.target.value)} />
      </Modal>
    </Flex>
  );
}
