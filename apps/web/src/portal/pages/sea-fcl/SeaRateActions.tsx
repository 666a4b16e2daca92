import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SeaRate } from '../../api/seaRates';
import { ChatLink } from '../../components/rates/ChatLink';

interface SeaRateActionsProps {
  rate: SeaRate;
  onDetails: () => void;
  onSurcharges: () => void;
}

/** A sea rate's surcharges, details and a chat with its contact. */
export function SeaRateActions({ rate, onDetails, onSurcharges }: SeaRateActionsProps) {
  const { t } = useTranslation();
  return (
    <Flex gap={4} wrap={false}>
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
