import { screen } from '@testing-library/react';
import { HttpResponse, graphql } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../../test/msw-server';
import { renderWithProviders } from '../../../test/render';
import { squadFixture, squadPayload, userError } from '../test/squad-fixtures';
import { SquadInviteForm } from './squad-invite-form';

function renderForm() {
  const onInvited = vi.fn();
  const rendered = renderWithProviders(<SquadInviteForm teamId="9" onInvited={onInvited} />, {
    token: 'jwt-1',
  });
  return { ...rendered, onInvited };
}

function answerInvite(answer: Parameters<typeof squadPayload>[1]) {
  const asked: unknown[] = [];
  server.use(
    graphql.mutation('InviteToSquad', ({ variables }) => {
      asked.push(variables.input);
      return squadPayload('inviteToSquad', answer);
    }),
  );
  return asked;
}

describe('SquadInviteForm', () => {
  it('checks the mobile by the shared rules before sending anything', async () => {
    const asked = answerInvite({});
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText("Please enter your teammate's mobile number")).toBeVisible();
    await user.type(screen.getByLabelText("Teammate's mobile"), '98765');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Mobile number must be 10 digits')).toBeVisible();
    expect(asked).toEqual([]);
  });

  it('invites by mobile, toasts the answer, empties the field and tells the section', async () => {
    const asked = answerInvite({ message: 'Invitation sent', squad: squadFixture() });
    const { user, onInvited } = renderForm();
    await user.type(screen.getByLabelText("Teammate's mobile"), ' 9876501234 ');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent')).toBeInTheDocument();
    expect(asked).toEqual([{ teamId: '9', by: 'MOBILE', mobile: '9876501234' }]);
    expect(screen.getByLabelText("Teammate's mobile")).toHaveValue('');
    expect(onInvited).toHaveBeenCalledOnce();
  });

  it('invites by username when chosen, and asks for one', async () => {
    const asked = answerInvite({ message: 'Invitation sent' });
    const { user } = renderForm();
    await user.click(screen.getByRole('radio', { name: 'Username' }));
    expect(screen.queryByLabelText("Teammate's mobile")).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText("Please enter your teammate's username")).toBeVisible();
    await user.type(screen.getByLabelText("Teammate's username"), 'viper');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent')).toBeInTheDocument();
    expect(asked).toEqual([{ teamId: '9', by: 'USERNAME', username: 'viper' }]);
  });

  it("shows the platform's refusal on the field it names, and one without a field above the button", async () => {
    const message =
      'No player can be invited by this mobile number: check it, or share your squad code';
    answerInvite({ errors: [userError('mobile', 'INVALID', message)] });
    const { user, onInvited } = renderForm();
    await user.type(screen.getByLabelText("Teammate's mobile"), '6000000001');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText(message)).toBeVisible();
    expect(screen.getByLabelText("Teammate's mobile")).toHaveAttribute('aria-invalid', 'true');
    expect(onInvited).not.toHaveBeenCalled();

    answerInvite({
      errors: [userError(null, 'CONFLICT', 'A squad can send at most 20 invitations')],
    });
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A squad can send at most 20 invitations',
    );
  });

  it('says what went wrong when the request fails', async () => {
    server.use(graphql.mutation('InviteToSquad', () => HttpResponse.error()));
    const { user } = renderForm();
    await user.type(screen.getByLabelText("Teammate's mobile"), '9876501234');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong. Please try again.',
    );
  });
});
