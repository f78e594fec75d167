import { Badge, type BadgeProps } from '@mantine/core';
import { BOOSTED_COLOR } from '../../app/theme.ts';
import { useI18n } from '../../i18n/I18nProvider.tsx';

/** The BOOSTED badge of cards, the job page and the admin list (spec §2). */
export function BoostedBadge(props: Pick<BadgeProps, 'size' | 'style'>) {
  const { t } = useI18n();
  return (
    <Badge color={BOOSTED_COLOR} variant="filled" {...props}>
      {t('card.boosted')}
    </Badge>
  );
}
