import type { FastifyError, FastifyInstance, FastifyRequest } from "fastify";
import { ZodError } from "zod";
import { API_BASE_PATH, AppError, ErrorCodes } from "@rightsdesk/domain";
import { isDataException } from "../db/database-errors.js";

function endpointNotFound(request: FastifyRequest): AppError {
  return AppError.notFound(`There is no endpoint ${request.method} ${request.url.split("?")[0]}.`);
}

/** Every failure leaves as the catalogue's error body; unexpected ones are logged and hidden. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.httpStatus).send(error.toBody());
    }
    const fastifyError = error as FastifyError;
    if (fastifyError.statusCode === 413) {
      const problem = AppError.invalidData("The request is larger than the server accepts.", [
        { field: "(body)", message: "Send a smaller request." },
      ]);
      return reply.status(413).send(problem.toBody());
    }
    if (
      fastifyError.code === "FST_ERR_CTP_INVALID_JSON_BODY" ||
      fastifyError.code?.startsWith("FST_ERR_CTP_")
    ) {
      const problem = AppError.invalidData(`The request body could not be read: ${fastifyError.message}`, [
        { field: "(body)", message: fastifyError.message },
      ]);
      return reply.status(problem.httpStatus).send(problem.toBody());
    }
    // Another refusal of Fastify's or a plugin's (the static files' "Forbidden" for a path that
    // climbs out of the web app's folder): a page that does not exist, or a catalogue error.
    const status = fastifyError.statusCode;
    if (typeof status === "number" && status >= 400 && status < 500) {
      if (!request.url.startsWith(API_BASE_PATH))
        return reply.status(404).type("text/plain").send("Not found");
      const problem =
        status === 404
          ? endpointNotFound(request)
          : AppError.invalidData(`The request could not be handled: ${fastifyError.message}`, [
              { field: "(request)", message: fastifyError.message },
            ]);
      return reply.status(problem.httpStatus).send(problem.toBody());
    }
    // A value the contract let through but the database cannot hold: the caller's to correct,
    // logged as a gap in the contract's schemas.
    if (isDataException(error)) {
      request.log.warn({ err: error }, "The database refused a value the contract accepted");
      const message =
        "A value is out of the range the database can hold (a number, a text's length or a date).";
      const problem = AppError.invalidData(message, [{ field: "(body)", message }]);
      return reply.status(problem.httpStatus).send(problem.toBody());
    }
    if (error instanceof ZodError) {
      request.log.error({ err: error }, "A response did not match the contract");
    } else {
      request.log.error({ err: error }, "Unexpected error");
    }
    const unknown = new AppError(
      ErrorCodes.Unknown,
      "Something went wrong on the server. The error has been logged.",
    );
    return reply.status(500).send(unknown.toBody());
  });

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith(API_BASE_PATH)) {
      const problem = endpointNotFound(request);
      return reply.status(404).send(problem.toBody());
    }
    return reply.status(404).type("text/plain").send("Not found");
  });
}
