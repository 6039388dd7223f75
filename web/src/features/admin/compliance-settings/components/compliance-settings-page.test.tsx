import { screen } from '@testing-library/react';
import { HttpResponse, graphql } from 'msw';
import { describe, expect, it } from 'vitest';
import { ORGANISER_TOKEN, money } from '../../../../test/fixtures';
import { server } from '../../../../test/msw-server';
import { renderWithProviders } from '../../../../test/render';
import { ComplianceSettingsPage } from './compliance-settings-page';

const SETTINGS = {
  __typename: 'ComplianceSettings',
  esportRegistrationNumber: null,
  requireRegistrationForPaid: true,
  prizeFundedApartFromFees: true,
  grievanceOfficerName: null,
  grievanceOfficerEmail: null,
  grievanceOfficerPhone: null,
  grievanceAckHours: 24,
  grievanceResolveDays: 15,
  escalationName: null,
  escalationContact: null,
  tdsRatePercent: 30,
  tdsThreshold: money(1_000_000),
  paidEntryMinAge: 18,
  missing: ['E-sport registration number', 'Grievance officer'],
  updatedBy: null,
  updatedAt: '2026-11-20T10:00:00.000Z',
};

function answerSettings(states: Record<string, unknown>[]) {
  let reads = 0;
  server.use(
    graphql.query('ConsoleComplianceSettings', () => {
      const settings = states[Math.min(reads, states.length - 1)];
      reads += 1;
      return HttpResponse.json({
        data: { admin: { __typename: 'AdminQuery', complianceSettings: settings } },
      });
    }),
  );
}

function answerSave(answer: Record<string, unknown>) {
  const sent: Record<string, unknown>[] = [];
  server.use(
    graphql.mutation('UpdateComplianceSettings', ({ variables }) => {
      sent.push(variables.input as Record<string, unknown>);
      return HttpResponse.json({
        data: {
          updateComplianceSettings: {
            __typename: 'ComplianceSettingsPayload',
            errors: [],
            message: null,
            settings: null,
            ...answer,
          },
        },
      });
    }),
  );
  return sent;
}

const renderPage = () =>
  renderWithProviders(<ComplianceSettingsPage />, { token: ORGANISER_TOKEN });

describe('ComplianceSettingsPage', () => {
  it('lists what production lacks, saves every setting with the password and says so', async () => {
    const saved = {
      ...SETTINGS,
      esportRegistrationNumber: 'ESP-2026-77',
      missing: [],
      updatedAt: '2026-11-25T10:00:00.000Z',
    };
    answerSettings([SETTINGS, saved]);
    const sent = answerSave({ message: 'Compliance settings saved.', settings: saved });
    const { user } = renderPage();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Compliance settings' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Missing for production' })).toBeVisible();
    expect(screen.getByText('Grievance officer')).toBeInTheDocument();
    expect(screen.getByLabelText('Tax withheld (%)')).toHaveValue('30');
    expect(screen.getByLabelText('Tax applies above (₹)')).toHaveValue('10000.00');
    expect(screen.getByLabelText('A paid tournament needs the registration number')).toBeChecked();

    await user.type(screen.getByLabelText('E-sport registration number'), 'ESP-2026-77');
    await user.type(screen.getByLabelText("Grievance officer's name"), 'Asha Rao');
    await user.click(screen.getByLabelText('Prize money is funded apart from entry fees'));
    await user.type(screen.getByLabelText('Your password'), 'organiser-pass');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(sent).toEqual([
      expect.objectContaining({
        esportRegistrationNumber: 'ESP-2026-77',
        grievanceOfficerName: 'Asha Rao',
        grievanceOfficerEmail: null,
        prizeFundedApartFromFees: false,
        requireRegistrationForPaid: true,
        grievanceAckHours: 24,
        tdsRatePercent: 30,
        tdsThreshold: '10000',
        paidEntryMinAge: 18,
        password: 'organiser-pass',
      }),
    ]);
    expect(screen.queryByRole('heading', { name: 'Missing for production' })).toBeNull();
  });

  it('refuses a bad field before sending and shows the platform’s refusal on its field', async () => {
    answerSettings([SETTINGS]);
    const sent = answerSave({
      errors: [
        {
          __typename: 'UserError',
          field: 'password',
          code: 'INVALID',
          message: 'The password is not correct',
        },
      ],
    });
    const { user } = renderPage();

    const age = await screen.findByLabelText('Minimum age for paid entry');
    await user.clear(age);
    await user.type(age, '12');
    await user.type(screen.getByLabelText('Your password'), 'wrong-pass');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(
      await screen.findByText('Minimum age for paid entry must be between 16 and 100'),
    ).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await user.clear(age);
    await user.type(age, '18');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('The password is not correct')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(screen.queryByText('Settings saved')).toBeNull();
  });
});
