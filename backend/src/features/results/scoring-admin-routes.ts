import type { FastifyInstance } from 'fastify';
import type { RoutesContext } from '../../http/app-context';
import { currentUser } from '../../http/auth';
import type { FinishingOrderService } from './finishing-order-service';
import type { MatchNotesService } from './match-notes-service';
import {
  type FinishingOrderInput,
  type MatchParams,
  type PenaltyInput,
  type PenaltyParams,
  type ScreenshotInput,
  type ScreenshotParams,
  finishingOrderSchema,
  matchParamsSchema,
  penaltyParamsSchema,
  penaltySchema,
  screenshotParamsSchema,
  screenshotSchema,
} from './scoring-schemas';

const tags = ['admin'];
const security = [{ bearer: [] }];
const NO_TOURNAMENT = 'No tournament has this id';

/** Results by finishing order, penalties and result screenshots, under /admin (organisers). */
export function scoringAdminRoutes(
  app: FastifyInstance,
  {
    services,
  }: RoutesContext<{ finishingOrder: FinishingOrderService; matchNotes: MatchNotesService }>,
): void {
  app.post<{ Params: MatchParams; Body: FinishingOrderInput }>(
    '/tournaments/:id/matches/:matchNo/finishing-order',
    {
      schema: {
        operationId: 'adminSaveFinishingOrder',
        summary:
          "Save (or correct, with a reason) a match's results from each squad's place and kills; " +
          'position points and the Booyah follow from the points system',
        tags,
        security,
        params: matchParamsSchema,
        body: finishingOrderSchema,
        answers: {
          400: 'A place twice, a squad in play missing, kills out of range, no reason for a correction',
          404: NO_TOURNAMENT,
        },
      },
    },
    (request) =>
      services.finishingOrder.save(
        request.params.id,
        request.params.matchNo,
        request.body,
        currentUser(request).id,
      ),
  );

  app.post<{ Params: MatchParams; Body: PenaltyInput }>(
    '/tournaments/:id/matches/:matchNo/penalties',
    {
      schema: {
        operationId: 'adminAddPenalty',
        summary: 'Take points off a squad in one match, with the reason players read',
        tags,
        security,
        params: matchParamsSchema,
        body: penaltySchema,
        answers: {
          400: 'No such squad or match, points out of range, no reason',
          404: NO_TOURNAMENT,
        },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await services.matchNotes.addPenalty(
            request.params.id,
            request.params.matchNo,
            request.body,
            currentUser(request).id,
          ),
        ),
  );

  app.delete<{ Params: PenaltyParams }>(
    '/tournaments/:id/penalties/:penaltyId',
    {
      schema: {
        operationId: 'adminRemovePenalty',
        summary: 'Take a penalty back',
        tags,
        security,
        params: penaltyParamsSchema,
        answers: { 404: 'No tournament or penalty has this id' },
      },
    },
    (request) =>
      services.matchNotes.removePenalty(
        request.params.id,
        request.params.penaltyId,
        currentUser(request).id,
      ),
  );

  app.post<{ Params: MatchParams; Body: ScreenshotInput }>(
    '/tournaments/:id/matches/:matchNo/screenshots',
    {
      schema: {
        operationId: 'adminAttachScreenshot',
        summary:
          'Attach an end-of-match screenshot, uploaded first with POST /api/admin/banners, to a match',
        tags,
        security,
        params: matchParamsSchema,
        body: screenshotSchema,
        answers: { 400: 'No such match or picture', 404: NO_TOURNAMENT },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await services.matchNotes.attachScreenshot(
            request.params.id,
            request.params.matchNo,
            request.body.pictureId,
            currentUser(request).id,
          ),
        ),
  );

  app.delete<{ Params: ScreenshotParams }>(
    '/tournaments/:id/screenshots/:screenshotId',
    {
      schema: {
        operationId: 'adminRemoveScreenshot',
        summary: 'Remove a result screenshot from its match',
        tags,
        security,
        params: screenshotParamsSchema,
        answers: { 404: 'No tournament or screenshot has this id' },
      },
    },
    (request) =>
      services.matchNotes.removeScreenshot(
        request.params.id,
        request.params.screenshotId,
        currentUser(request).id,
      ),
  );
}
