import { generalSettings, heatBatchSettings, timeZoneSettings } from '@printfloor/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SettingsForm, timeZoneNames } from '../src/components/settings/SettingsForm.tsx';
import { fetchStub, grant, inEnglish, renderAt, setLanguage } from './helpers.tsx';

const GENERAL = {
  companyName: 'Acme Prints',
  contactPhone: null,
  defaultCourier: 'SF Express',
  autoAuditOrders: false,
  orderReviewRequired: true,
  lowStockAlert: true,
  labelSize: 2,
};

const saveButton = () => screen.getByRole('button', { name: /Save/ });

inEnglish();

describe('SettingsForm renders a settings group from its contract declaration', () => {
  it('one control per key, labelled in the UI language, filled from detail, saved with update', async () => {
    grant(['generalSetting:detail', 'generalSetting:update']);
    const stub = fetchStub({ 'GET /api/generalSetting/detail': GENERAL, 'POST /api/generalSetting/update': null });
    renderAt('/factory/base/generalSetting', <SettingsForm group={generalSettings} />);
    const company = (await screen.findByLabelText('Company name')) as HTMLInputElement;
    await waitFor(() => expect(company.value).toBe('Acme Prints'));
    for (const label of ['Contact phone', 'Default courier', 'Print label size']) {
      expect(screen.getByLabelText(label), label).toBeTruthy();
    }
    // Booleans are switches, enums selects showing the option label; defaults are named in the help line.
    expect(screen.getAllByRole('switch')).toHaveLength(3);
    expect(screen.getByText('100 × 150 mm')).toBeTruthy();
    expect(screen.getAllByText('Default: Yes')).toHaveLength(2);

    fireEvent.change(company, { target: { value: 'New Name' } });
    fireEvent.click(screen.getAllByRole('switch')[0] as HTMLElement);
    await act(async () => {
      fireEvent.click(saveButton());
    });
    await waitFor(() => expect(stub.paths()).toContain('POST /api/generalSetting/update'));
    const sent = stub.calls.find((c) => c.url.pathname === '/api/generalSetting/update')?.body as Record<
      string,
      unknown
    >;
    expect(sent).toMatchObject({ companyName: 'New Name', autoAuditOrders: true, labelSize: 2, contactPhone: null });
  });

  it('validates with the contract schema before sending', async () => {
    grant(['heatBatchSetting:detail', 'heatBatchSetting:update']);
    const stub = fetchStub({
      'GET /api/heatBatchSetting/detail': { maxPiecesPerBatch: 200, maxSheetLengthMm: 10000, gapMm: 5, groupBy: 1 },
      'POST /api/heatBatchSetting/update': null,
    });
    renderAt('/factory/base/heatBatchSetting', <SettingsForm group={heatBatchSettings} />);
    const pieces = (await screen.findByLabelText('Max pieces per batch')) as HTMLInputElement;
    await waitFor(() => expect(pieces.value).toBe('200'));
    fireEvent.change(pieces, { target: { value: '' } });
    fireEvent.blur(pieces);
    await act(async () => {
      fireEvent.click(saveButton());
    });
    expect(await screen.findByText('Max pieces per batch is required')).toBeTruthy();
    expect(stub.paths()).not.toContain('POST /api/heatBatchSetting/update');
  });

  it('is read-only without the update code', async () => {
    grant(['generalSetting:detail']);
    fetchStub({ 'GET /api/generalSetting/detail': GENERAL });
    renderAt('/factory/base/generalSetting', <SettingsForm group={generalSettings} />);
    const company = (await screen.findByLabelText('Company name')) as HTMLInputElement;
    await waitFor(() => expect(company.value).toBe('Acme Prints'));
    expect(company.disabled).toBe(true);
    expect(screen.getByTestId('settings-read-only')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Save/ })).toBeNull();
  });

  it('offers IANA zone names for the time zone', async () => {
    grant(['timeZoneSetting:detail', 'timeZoneSetting:update']);
    fetchStub({ 'GET /api/timeZoneSetting/detail': { timeZone: 'America/Sao_Paulo' } });
    setLanguage('pt-br');
    renderAt('/factory/base/timeZoneSetting', <SettingsForm group={timeZoneSettings} />);
    expect(await screen.findByText('America/Sao_Paulo')).toBeTruthy();
    expect(screen.getByText('Fuso horário')).toBeTruthy();
    expect(timeZoneNames()).toContain('Asia/Shanghai');
  });
});
