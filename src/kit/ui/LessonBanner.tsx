import { lessonRuntime, type LessonView } from './useLesson';

/**
 * The teacher's voice above the real helper screen (see LessonBannerView). Rendered
 * only while a lesson runs, when useLessonLoader has loaded the lesson's code, so the
 * page itself carries just this forwarding line.
 */
export function LessonBanner<S>(props: { teaching: LessonView<S> }) {
  const { LessonBannerView } = lessonRuntime();
  return <LessonBannerView {...props} />;
}
