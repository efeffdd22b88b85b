import { speakerResource } from '../../../contract/recordings';
import { doesNotExist, errors } from '../../http/errors';
import { ownedResourceRoutes } from '../../http/resource';
import type { ApiRoute } from '../../http/routes';
import { presentSpeaker } from './presenter';
import { SPEAKER_FILTERS, type SpeakerRepository } from './speaker-repository';

/** Speakers and their recordings (issue 51, decision 086). */
export function recordingRoutes(speakers: SpeakerRepository): ApiRoute<any, any>[] {
  async function requireAccount(id: number | null | undefined): Promise<void> {
    if (id != null && !(await speakers.accountExists(id))) throw errors.invalid({ account: [doesNotExist(id)] });
  }

  return [
    ...ownedResourceRoutes({
      contract: speakerResource,
      repository: speakers,
      present: presentSpeaker,
      filters: SPEAKER_FILTERS,
      toValues: async (body) => {
        await requireAccount(body.account);
        return body;
      },
      toChanges: async (body) => {
        await requireAccount(body.account);
        return body;
      },
    }),
  ];
}
