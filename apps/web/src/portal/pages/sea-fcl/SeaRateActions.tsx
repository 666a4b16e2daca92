import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SeaRate } from '../../api/seaRates';
import { ChatLink } from '../../components/rates/ChatLink';

interface SeaRateActionsProps {
  rate: SeaRate;
  onDetails: () => void;
  onSurcharges: () => void;
  /** Opens the smart inquiry; absent for visitors who are not signed in. */
  onInquire?: () => void;
}

/** A sea rate's smart inquiry, surcharges, details and a chat with its contact. */
export function SeaRateActions({ rate, onDetails, onSurcharges, onInquire }: SeaRateActionsProps) {
  const { t } = useTranslation();
  return (
    <Flex gap={4} wrap>
      {onInquire && (
        <Button type="link" size="small" onClick={onInquire}>
          {t('column.inquiry')}
        </Button>
      )}
      <Button type="link" size="small" onClick={onSurcharges}>
        {t('sea.surcharges')}
      </Button>
      <Button type="link" size="small" onClick={onDetails}>
        {t('rates.details')}
      </Button>
      <ChatLink contactNumber={rate.contactnumber} />
    </Flex>
  );
}
