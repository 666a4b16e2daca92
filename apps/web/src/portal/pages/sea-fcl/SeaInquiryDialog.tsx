import { useState } from 'react';
import { Alert, Button, Descriptions, Flex, Form, Input, InputNumber, Typography } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SeaInquiryPayload } from '@freight/domain';
import { sendSeaInquiry } from '../../api/seaInquiries';
import type { SeaRate } from '../../api/seaRates';
import { monthDay } from '../../components/rates/dates';
import { zodRule } from '../../../shared/forms/zodRule';
import { useFeedback } from '../../providers/feedbackContext';
import { PortalDialog } from '../../components/dialog/PortalDialog';

/** The boxes a customer may ask for, with the labels of portal.md §2 (40NOR is not asked for here). */
const boxes = [
  { field: 'gp20qty', label: '20GP' },
  { field: 'gp40qty', label: '40GP' },
  { field: 'hq40qty', label: '40HC(HQ)' },
  { field: 'hq45qty', label: '45GP(HQ)' },
] as const;

type InquiryForm = Omit<SeaInquiryPayload, 'rateid'>;

/** Every count 0 and no inquirer: how the popup opens. */
const emptyInquiry: InquiryForm = { gp20qty: 0, gp40qty: 0, hq40qty: 0, hq45qty: 0, inquirer: '' };

interface SeaInquiryDialogProps {
  /** The rate asked about; the popup is open while one is given. */
  rate?: SeaRate;
  onClose: () => void;
}

/**
 * The sea smart inquiry (portal.md §2, §5): container counts and the inquirer, checked with the same
 * schema the server uses, sent with callYhImport; closes on success.
 */
export function SeaInquiryDialog({ rate, onClose }: SeaInquiryDialogProps) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [form] = Form.useForm<InquiryForm>();
  // A rule over several fields ("at least one box") has no field of its own to show under.
  const [formError, setFormError] = useState<string>();
  // The next opening starts from zero counts and no inquirer, for this rate or another.
  const close = () => {
    form.resetFields();
    setFormError(undefined);
    onClose();
  };
  const send = useMutation({
    mutationFn: sendSeaInquiry,
    onSuccess: () => {
      message.success(t('seaInquiry.success'));
      close();
    },
  });

  const submit = (values: InquiryForm) => {
    const inquiry = { ...values, rateid: rate!.fclrateid };
    const issue = SeaInquiryPayload.safeParse(inquiry).error?.issues[0];
    if (issue) {
      setFormError(t(`messages:${issue.message}`, { defaultValue: t('messages:field.invalid') }));
      return;
    }
    send.mutate(inquiry);
  };

  return (
    <PortalDialog open={rate !== undefined} title={t('seaInquiry.title')} onCancel={close} footer={null} width={560} destroyOnHidden>
      {rate && (
        <Flex vertical gap={16}>
          <Descriptions
            size="small"
            column={{ xs: 1, sm: 2 }}
            items={[
              { key: 'carrier', label: t('column.carrier'), children: rate.carriername || rate.carriercode },
              { key: 'sailing', label: t('column.sailing'), children: monthDay(rate.etddate) },
              { key: 'pol', label: t('column.loadingPort'), children: rate.XC__portofloadingcode },
              { key: 'pod', label: t('column.finalDestination'), children: rate.XC__finaldestination },
            ]}
          />
          <Typography.Text type="secondary">{t('seaInquiry.hint')}</Typography.Text>
          <Form<InquiryForm>
            form={form}
            layout="vertical"
            initialValues={emptyInquiry}
            onFinish={submit}
            onValuesChange={() => setFormError(undefined)}
            disabled={send.isPending}
          >
            <Flex gap={12} wrap>
              {boxes.map(({ field, label }) => (
                <Form.Item key={field} name={field} label={label} rules={[zodRule(SeaInquiryPayload, field, t)]} style={{ width: 110 }}>
                  <InputNumber min={0} precision={0} step={1} style={{ width: '100%' }} />
                </Form.Item>
              ))}
            </Flex>
            <Form.Item name="inquirer" label={t('column.inquirer')} rules={[zodRule(SeaInquiryPayload, 'inquirer', t)]}>
              <Input maxLength={100} placeholder={t('seaInquiry.inquirerPlaceholder')} />
            </Form.Item>
            {formError && <Alert type="error" showIcon title={formError} style={{ marginBottom: 16 }} />}
            <Flex justify="end" gap={8}>
              <Button onClick={close}>{t('common.cancel')}</Button>
              <Button type="primary" htmlType="submit" loading={send.isPending}>
                {t('seaInquiry.submit')}
              </Button>
            </Flex>
          </Form>
        </Flex>
      )}
    </PortalDialog>
  );
}
