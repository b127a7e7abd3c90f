import { HttpStatus } from '@nestjs/common';
import { AppException } from '../../common/errors';

export class InvalidImageIdException extends AppException {
  constructor() {
    super(HttpStatus.BAD_REQUEST, 'NEWS.INVALID_IMAGE_ID', 'The image id must be a LinkedIn image URN such as urn:li:image:C4D22AQH1a2b3c.');
  }
}

export class ImageNotFoundException extends AppException {
  constructor() {
    super(HttpStatus.NOT_FOUND, 'NEWS.IMAGE_NOT_FOUND', 'No such image.');
  }
}

export class ImageUnavailableException extends AppException {
  constructor() {
    super(HttpStatus.BAD_GATEWAY, 'NEWS.IMAGE_UNAVAILABLE', 'The image could not be loaded from LinkedIn. Please try again later.');
  }
}
