import { Card, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { WorkbenchTile } from '../../../api/dashboard.ts';
import { translateTitle } from '../../../i18n/index.ts';
import { useRoutesList } from '../../../stores/routesList.ts';
import { currentArea } from '../../../utils/area.ts';

/**
 * The factory's master data at a glance: one tile per resource the server counted for the
 * caller (it sends only those whose list the caller may open); a tile opens its list.
 */
export function WorkTiles({ tiles }: { tiles: WorkbenchTile[] }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const paths = useRoutesList((s) => s.flatRoutes);
  if (tiles.length === 0) return null;
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <div className="pf-kpi-grid" data-testid="work-tiles">
      {tiles.map((tile) => {
        const canOpen = paths.some((r) => r.path === tile.path);
        const disabled = tile.enabled === null ? 0 : tile.total - tile.enabled;
        return (
          <Card
            key={tile.resource}
            size="small"
            hoverable={canOpen}
            className="pf-work-tile"
            data-testid={`tile-${tile.resource}`}
            onClick={canOpen ? () => navigate(`/${currentArea()}${tile.path}`) : undefined}
          >
            <Statistic title={translateTitle(`menu.${tile.resource}`)} value={number.format(tile.total)} />
            {disabled > 0 ? (
              <Typography.Text type="secondary" className="pf-kpi-hint">
                {t('workbench.tiles.disabled', { count: disabled })}
              </Typography.Text>
            ) : null}
          </Card>
        );
      })}
    </div>
  );
}
