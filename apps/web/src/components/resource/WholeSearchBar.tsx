import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * The offer above a list whose whole page is selected while more rows match (as a mail client offers
 * "select all N conversations"): choosing it makes the batch actions run on the whole search; once
 * chosen it says so and offers to clear the selection.
 */
export function WholeSearchBar({
  pageCount,
  total,
  chosen,
  onChoose,
  onClear,
}: {
  pageCount: number;
  total: number;
  chosen: boolean;
  onChoose: () => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Alert
      type="info"
      style={{ marginBottom: 8 }}
      data-testid="whole-search-bar"
      message={
        chosen ? (
          <>
            {t('resource.allMatchingSelected', { total })}{' '}
            <Button type="link" size="small" onClick={onClear} data-testid="whole-search-clear">
              {t('resource.clearSelection')}
            </Button>
          </>
        ) : (
          <>
            {t('resource.wholePageSelected', { count: pageCount })}{' '}
            <Button type="link" size="small" onClick={onChoose} data-testid="whole-search-choose">
              {t('resource.selectAllMatching', { total })}
            </Button>
          </>
        )
      }
    />
  );
}
