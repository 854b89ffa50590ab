import { DEFAULT_TIME_ZONE, zonedDateTimeText } from '@printfloor/contract';
import { Button, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserInfo } from '../../../stores/userInfo.ts';
import { dateToTimestamp, timestampToDate } from './converters.ts';

/** Timestamp ↔ date in the tenant's time zone (the zone the console shows every time in). */
export function TimeTool() {
  const { t } = useTranslation();
  const zone = useUserInfo((s) => s.userInfos?.timeZone) || DEFAULT_TIME_ZONE;
  const [stamp, setStamp] = useState(() => String(Math.floor(Date.now() / 1000)));
  const [date, setDate] = useState(() => zonedDateTimeText(new Date(), zone));
  const [error, setError] = useState<string | null>(null);
  const [seconds, setSeconds] = useState<number | null>(null);

  const toDate = () => {
    const r = timestampToDate(stamp, zone);
    setError(r.ok ? null : r.error);
    if (r.ok) setDate(r.value);
  };
  const toStamp = () => {
    const r = dateToTimestamp(date, zone);
    setError(r.ok ? null : r.error);
    if (r.ok) {
      setStamp(String(Math.floor(r.value / 1000)));
      setSeconds(r.value);
    }
  };
  const now = () => {
    const ms = Date.now();
    setStamp(String(Math.floor(ms / 1000)));
    setDate(zonedDateTimeText(new Date(ms), zone));
    setSeconds(ms);
  };

  return (
    <Space orientation="vertical" style={{ width: '100%', maxWidth: 640 }} data-testid="tool-time">
      <Typography.Text type="secondary">{t('sysTools.zone', { zone })}</Typography.Text>
      <Typography.Text>{t('sysTools.timestamp')}</Typography.Text>
      <Space.Compact style={{ width: '100%' }}>
        <Input value={stamp} onChange={(e) => setStamp(e.target.value)} data-testid="tool-time-stamp" />
        <Button onClick={toDate}>{t('sysTools.toDate')}</Button>
      </Space.Compact>
      <Typography.Text>{t('sysTools.dateTime')}</Typography.Text>
      <Space.Compact style={{ width: '100%' }}>
        <Input value={date} onChange={(e) => setDate(e.target.value)} data-testid="tool-time-date" />
        <Button onClick={toStamp}>{t('sysTools.toTimestamp')}</Button>
      </Space.Compact>
      <Space>
        <Button onClick={now}>{t('sysTools.now')}</Button>
        {seconds !== null && (
          <Typography.Text copyable={{ text: String(seconds) }}>
            {t('sysTools.milliseconds')}: {seconds}
          </Typography.Text>
        )}
      </Space>
      {error && <Typography.Text type="danger">{t('sysTools.invalid', { error })}</Typography.Text>}
    </Space>
  );
}
