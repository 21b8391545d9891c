export { Carousel } from './carousel';
export { VideoSlide } from './video-slide';
export { VideoThumbnail } from './video-thumbnail';
export * from './carousel-settings';
export { parseVideoUrl, VIDEO_ERRORS, type ParsedVideo, type VideoProvider } from '../../domain/video-url';
