import { screen } from '@testing-library/react';
import { HttpResponse, graphql } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../test/msw-server';
import { renderWithProviders } from '../../../test/render';
import { taxDetailsData } from '../../../test/tax-details-answers';
import { TaxDetailsSection } from './tax-details-section';

const renderSection = () =>
  renderWithProviders(<TaxDetailsSection />, { route: '/profile/edit', token: 'jwt-1' });

const userError = (message: string, field: string | null, code = 'INVALID') => ({
  __typename: 'UserError',
  field,
  code,
  message,
});

const PAN = { panMasked: 'XXXXXX234F', nameOnPan: 'Asha Rao' };

describe('TaxDetailsSection', () => {
  it('says why the PAN is asked', async () => {
    renderSection();
    expect(
      await screen.findByText(
        'Prizes above ₹10,000 have tax withheld; we need your PAN before paying one.',
      ),
    ).toBeInTheDocument();
  });

  it('records the date of birth once, then shows it with no form', async () => {
    const asked: unknown[] = [];
    server.use(
      graphql.query('ViewerTaxDetails', () =>
        HttpResponse.json({ data: taxDetailsData({ dateOfBirth: null }) }),
      ),
      graphql.mutation('SetDateOfBirth', ({ variables }) => {
        asked.push(variables.input);
        return HttpResponse.json({
          data: {
            setDateOfBirth: {
              __typename: 'DateOfBirthPayload',
              errors: [],
              message: null,
              viewer: taxDetailsData({ dateOfBirth: '2001-03-09' }).viewer,
            },
          },
        });
      }),
    );
    const { user } = renderSection();
    const field = await screen.findByLabelText('Date of birth');
    expect(field).toHaveAttribute('type', 'date');
    await user.type(field, '2001-03-09');
    await user.click(screen.getByRole('button', { name: 'Save date of birth' }));

    expect(
      await screen.findByText('Your date of birth is recorded. Contact support to correct it.'),
    ).toBeInTheDocument();
    expect(asked).toEqual([{ dateOfBirth: '2001-03-09' }]);
    expect(screen.getByText('March 9, 2001')).toBeInTheDocument();
    expect(screen.queryByLabelText('Date of birth')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save date of birth' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal of the date of birth at the field", async () => {
    server.use(
      graphql.query('ViewerTaxDetails', () =>
        HttpResponse.json({ data: taxDetailsData({ dateOfBirth: null }) }),
      ),
      graphql.mutation('SetDateOfBirth', () =>
        HttpResponse.json({
          data: {
            setDateOfBirth: {
              __typename: 'DateOfBirthPayload',
              errors: [userError('You must be 16 or older to play', 'dateOfBirth')],
              message: null,
              viewer: null,
            },
          },
        }),
      ),
    );
    const { user } = renderSection();
    await user.type(await screen.findByLabelText('Date of birth'), '2000-01-01');
    await user.click(screen.getByRole('button', { name: 'Save date of birth' }));

    expect(await screen.findByText('You must be 16 or older to play')).toBeInTheDocument();
    expect(screen.getByLabelText('Date of birth')).toHaveAttribute('aria-invalid', 'true');
  });

  it('saves the PAN, shows it masked, and opens the form again to change it', async () => {
    let saved: Record<string, unknown> | null = null;
    const asked: unknown[] = [];
    server.use(
      graphql.query('ViewerTaxDetails', () =>
        HttpResponse.json({ data: taxDetailsData({ pan: saved }) }),
      ),
      graphql.mutation('SetPan', ({ variables }) => {
        asked.push(variables.input);
        saved = PAN;
        return HttpResponse.json({
          data: {
            setPan: {
              __typename: 'PanPayload',
              errors: [],
              message: null,
              pan: { __typename: 'PanDetails', updatedAt: '2026-11-20T10:00:00.000Z', ...PAN },
            },
          },
        });
      }),
    );
    const { user } = renderSection();
    await user.type(await screen.findByLabelText('PAN'), 'abcde 1234f');
    await user.type(screen.getByLabelText('Name as on PAN'), ' Asha Rao ');
    await user.click(screen.getByRole('button', { name: 'Save PAN' }));

    expect(await screen.findByText('PAN on file: XXXXXX234F')).toBeInTheDocument();
    expect(asked).toEqual([{ pan: 'ABCDE1234F', nameOnPan: 'Asha Rao' }]);
    expect(screen.queryByLabelText('PAN')).not.toBeInTheDocument();
    expect(screen.queryByText(/ABCDE1234F/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Change PAN' }));
    expect(screen.getByLabelText('PAN')).toHaveValue('');
    expect(screen.getByLabelText('Name as on PAN')).toHaveValue('Asha Rao');
  });

  it("refuses a PAN of the wrong shape before sending, and shows the server's field error", async () => {
    const asked: unknown[] = [];
    server.use(
      graphql.mutation('SetPan', ({ variables }) => {
        asked.push(variables.input);
        return HttpResponse.json({
          data: {
            setPan: {
              __typename: 'PanPayload',
              errors: [userError('Enter your name as it is on your PAN', 'nameOnPan')],
              message: null,
              pan: null,
            },
          },
        });
      }),
    );
    const { user } = renderSection();
    await user.type(await screen.findByLabelText('PAN'), 'ABCD1234F');
    await user.type(screen.getByLabelText('Name as on PAN'), 'Asha Rao');
    await user.click(screen.getByRole('button', { name: 'Save PAN' }));
    expect(
      await screen.findByText('That is not a valid PAN (like ABCDE1234F)'),
    ).toBeInTheDocument();
    expect(asked).toEqual([]);

    await user.clear(screen.getByLabelText('PAN'));
    await user.type(screen.getByLabelText('PAN'), 'ABCDE1234F');
    await user.click(screen.getByRole('button', { name: 'Save PAN' }));
    expect(await screen.findByText('Enter your name as it is on your PAN')).toBeInTheDocument();
    expect(screen.getByLabelText('Name as on PAN')).toHaveAttribute('aria-invalid', 'true');
    expect(asked).toHaveLength(1);
  });
});
