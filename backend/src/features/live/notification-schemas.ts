import { type InferType, object } from 'yup';
import { idField } from '#common/validation/fields';

export const notificationParamsSchema = object({ id: idField('notification') });
export type NotificationParams = InferType<typeof notificationParamsSchema>;
