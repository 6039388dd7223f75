import { screen, waitFor } from '@testing-library/react';
import { type GraphQLQuery, type GraphQLResponseBody, HttpResponse, graphql } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectConsoleError, expectConsoleWarning } from '../../../test/console-guard';
import { graphQLError, server } from '../../../test/msw-server';
import { renderWithProviders } from '../../../test/render';
import { viewerFixture } from '../test/viewer-fixture';
import { EditProfilePage } from './edit-profile-page';

afterEach(() => vi.restoreAllMocks());

const renderEdit = () =>
  renderWithProviders(<EditProfilePage />, { route: '/profile/edit', token: 'jwt-1' });

const profilePayload = (answer: Record<string, unknown>) =>
  HttpResponse.json<GraphQLResponseBody<GraphQLQuery>>({
    data: {
      updateProfile: {
        __typename: 'ProfilePayload',
        message: null,
        viewer: null,
        errors: [],
        ...answer,
      },
    },
  });

function answerViewer() {
  server.use(
    graphql.query('ViewerProfile', () =>
      HttpResponse.json({ data: { viewer: viewerFixture({ bio: 'Old bio' }) } }),
    ),
  );
}

describe('EditProfilePage', () => {
  it('loads, then fills the form with the profile', async () => {
    answerViewer();
    renderEdit();
    expect(screen.getByText('Loading profile...')).toBeInTheDocument();
    expect(await screen.findByLabelText('Username')).toHaveValue('rahul');
    expect(screen.getByLabelText('Mobile')).toHaveValue('9876543210');
    const bio = screen.getByLabelText('Bio');
    expect(bio.tagName).toBe('TEXTAREA');
    expect(bio).toHaveAttribute('rows', '3');
    expect(bio).toHaveValue('Old bio');
  });

  it('shows each rule of §5 on its field', async () => {
    answerViewer();
    const { user } = renderEdit();
    await user.clear(await screen.findByLabelText('Username'));
    await user.clear(screen.getByLabelText('Mobile'));
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Mobile number is required')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Mobile'), '98765');
    await user.click(screen.getByLabelText('Bio'));
    await user.paste('x'.repeat(201));
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByText('Mobile number must be 10 digits')).toBeInTheDocument();
    expect(screen.getByText("Bio can't exceed 200 characters")).toBeInTheDocument();
  });

  it('saves with a busy label and a success toast', async () => {
    answerViewer();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const asked: unknown[] = [];
    server.use(
      graphql.mutation('UpdateProfile', async ({ variables }) => {
        asked.push(variables.input);
        await held;
        return profilePayload({ viewer: viewerFixture({ bio: 'New bio' }) });
      }),
    );
    const { user } = renderEdit();
    await user.clear(await screen.findByLabelText('Bio'));
    await user.type(screen.getByLabelText('Bio'), 'New bio');
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByRole('button', { name: 'Updating...' })).toBeDisabled();
    release();
    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    expect(asked).toEqual([{ username: 'rahul', mobile: '9876543210', bio: 'New bio' }]);
  });

  it('toasts the failure and shows a field error on its field', async () => {
    answerViewer();
    server.use(
      graphql.mutation('UpdateProfile', () =>
        profilePayload({
          errors: [
            { __typename: 'UserError', field: 'username', code: 'CONFLICT', message: 'Taken' },
          ],
        }),
      ),
    );
    const { user } = renderEdit();
    await user.click(await screen.findByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByText('Failed to update profile.')).toBeInTheDocument();
    expect(screen.getByText('Taken')).toBeInTheDocument();
  });

  it('checks the Free Fire UID and in-game name by the shared rules, naming each field', async () => {
    answerViewer();
    const { user } = renderEdit();
    await user.type(await screen.findByLabelText('Free Fire UID'), '0123');
    await user.type(screen.getByLabelText('Free Fire in-game name'), 'x');
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(
      await screen.findByText('Free Fire UID must be 8 to 12 digits, not starting with 0'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Free Fire in-game name must be at least 2 characters'),
    ).toBeInTheDocument();
  });

  it('sends the Free Fire fields when given, and shows a UID taken on its field', async () => {
    answerViewer();
    const asked: unknown[] = [];
    server.use(
      graphql.mutation('UpdateProfile', ({ variables }) => {
        asked.push(variables.input);
        return profilePayload({
          errors: [
            {
              __typename: 'UserError',
              field: 'ffUid',
              code: 'CONFLICT',
              message: 'This Free Fire UID is already on another account',
            },
          ],
        });
      }),
    );
    const { user } = renderEdit();
    await user.type(await screen.findByLabelText('Free Fire UID'), '5123456789');
    await user.type(screen.getByLabelText('Free Fire in-game name'), 'ᴀʙ•ꜰꜰ');
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(
      await screen.findByText('This Free Fire UID is already on another account'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Free Fire UID')).toHaveAttribute('aria-invalid', 'true');
    expect(asked).toEqual([
      {
        username: 'rahul',
        mobile: '9876543210',
        bio: 'Old bio',
        ffUid: '5123456789',
        ffIgn: 'ᴀʙ•ꜰꜰ',
      },
    ]);
  });

  it('toasts the failure when the call fails', async () => {
    answerViewer();
    expectConsoleError(/^Profile update failed:/);
    server.use(graphql.mutation('UpdateProfile', () => HttpResponse.error()));
    const { user } = renderEdit();
    await user.click(await screen.findByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByText('Failed to update profile.')).toBeInTheDocument();
  });

  it('goes to /login when the profile cannot be loaded', async () => {
    expectConsoleWarning(/^Profile could not be loaded: Upstream down/);
    server.use(graphql.query('ViewerProfile', () => graphQLError('Upstream down')));
    const { router } = renderEdit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
