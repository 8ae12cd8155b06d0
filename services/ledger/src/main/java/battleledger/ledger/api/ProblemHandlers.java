package battleledger.ledger.api;

import battleledger.kernel.RuleViolation;
import battleledger.ledger.app.ProjectionBehind;
import io.micronaut.context.annotation.Replaces;
import io.micronaut.context.annotation.Requires;
import io.micronaut.core.convert.exceptions.ConversionErrorException;
import io.micronaut.http.server.exceptions.ConversionErrorHandler;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.HttpStatus;
import io.micronaut.http.MutableHttpResponse;
import io.micronaut.http.annotation.Produces;
import io.micronaut.http.server.exceptions.ExceptionHandler;
import io.micronaut.http.server.exceptions.response.ErrorContext;
import io.micronaut.http.server.exceptions.response.JsonErrorResponseBodyProvider;
import jakarta.inject.Singleton;
import org.axonframework.modelling.command.AggregateNotFoundException;
import org.axonframework.modelling.command.ConcurrencyException;
import org.axonframework.eventsourcing.eventstore.EventStoreException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** Every failure answers with application/problem+json and a stable code; bad input is never a 500. */
final class ProblemHandlers {

    private ProblemHandlers() {
    }

    static HttpStatus status(RuleViolation v) {
        return switch (v.kind()) {
            case INVALID -> HttpStatus.BAD_REQUEST;
            case NOT_FOUND -> HttpStatus.NOT_FOUND;
            case FORBIDDEN -> HttpStatus.FORBIDDEN;
            case CONFLICT -> HttpStatus.CONFLICT;
            case UNKNOWN, ILLEGAL -> HttpStatus.UNPROCESSABLE_ENTITY;
        };
    }

    @Singleton
    @Produces
    @Requires(classes = {RuleViolation.class, ExceptionHandler.class})
    static final class RuleViolations implements ExceptionHandler<RuleViolation, HttpResponse<Problem>> {
        @Override
        public HttpResponse<Problem> handle(HttpRequest request, RuleViolation v) {
            return Problem.of(status(v), v.code(), v.detail(), v.rule() == null ? null : v.rule().citation())
                    .response();
        }
    }

    @Singleton
    @Produces
    static final class Behind implements ExceptionHandler<ProjectionBehind, HttpResponse<Problem>> {
        @Override
        public HttpResponse<Problem> handle(HttpRequest request, ProjectionBehind e) {
            MutableHttpResponse<Problem> r = Problem.of(HttpStatus.SERVICE_UNAVAILABLE, "projection-behind",
                    e.getMessage(), null).response();
            return r.header("Retry-After", "1");
        }
    }

    @Singleton
    @Produces
    static final class NotFound implements ExceptionHandler<AggregateNotFoundException, HttpResponse<Problem>> {
        @Override
        public HttpResponse<Problem> handle(HttpRequest request, AggregateNotFoundException e) {
            return Problem.of(HttpStatus.NOT_FOUND, "unknown-encounter", "no such encounter", null).response();
        }
    }

    @Singleton
    @Produces
    static final class Concurrent implements ExceptionHandler<ConcurrencyException, HttpResponse<Problem>> {
        @Override
        public HttpResponse<Problem> handle(HttpRequest request, ConcurrencyException e) {
            return Problem.of(HttpStatus.CONFLICT, "concurrent-command",
                    "another command changed this encounter at the same moment; send it again", null).response();
        }
    }

    @Singleton
    @Produces
    @Replaces(ConversionErrorHandler.class)
    static final class Conversion implements ExceptionHandler<ConversionErrorException, HttpResponse<Problem>> {
        @Override
        public HttpResponse<Problem> handle(HttpRequest request, ConversionErrorException e) {
            return Problem.of(HttpStatus.BAD_REQUEST, "invalid-parameter",
                    "parameter " + e.getArgument().getName() + ": " + e.getMessage(), null).response();
        }
    }

    @Singleton
    @Produces
    static final class StoreFailure implements ExceptionHandler<EventStoreException, HttpResponse<Problem>> {
        private static final Logger LOG = LoggerFactory.getLogger(StoreFailure.class);

        @Override
        public HttpResponse<Problem> handle(HttpRequest request, EventStoreException e) {
            if (StoreProblems.storeUnreachable(e)) {
                return StoreProblems.unavailable(request, e);
            }
            LOG.error("event store failure", e);
            return Problem.of(HttpStatus.SERVICE_UNAVAILABLE, "store-unavailable",
                    "the event store could not take the command; nothing was changed", null).response()
                    .header("Retry-After", StoreProblems.RETRY_AFTER_SECONDS);
        }
    }

    /**
     * Whether the failure is a body that does not decode as its Content-Encoding says (Netty's decompressor gave up
     * on it): the client's fault, whichever handler it reaches.
     */
    static boolean undecodable(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t instanceof io.netty.handler.codec.compression.DecompressionException) {
                return true;
            }
        }
        return false;
    }

    static HttpResponse<Problem> undecodableBody(HttpRequest<?> request) {
        String encoding = request.getHeaders().get("Content-Encoding");
        return Problem.of(HttpStatus.BAD_REQUEST, "undecodable-body", "the body does not decode as its "
                + "Content-Encoding (" + (encoding == null ? "none" : encoding.length() > 40 ? encoding.substring(0, 40)
                : encoding) + ") says; send it as it says, or "
                + "without one", null).response();
    }

    /**
     * A request line (the path and its query) or headers longer than Netty's decoder takes
     * ({@code micronaut.server.netty.max-initial-line-length}, 4,096 bytes, and {@code max-header-size}, 8,192):
     * Micronaut answers both 413, the status of a body too large, though the body was never read. Found by a helper fuzzing the
     * API; they are 414 uri-too-long and 431 headers-too-large here. Micronaut asks its ErrorResponseProcessor for the
     * answer to such a request (no route, no filter runs: the request is not what HTTP says), so the processor is
     * wrapped to set the status and the detail first; every other error passes through it as it was.
     */
    @Singleton
    @SuppressWarnings({"rawtypes", "unchecked"})
    static final class TooLong implements io.micronaut.context.event.BeanCreatedEventListener<
            io.micronaut.http.server.exceptions.response.ErrorResponseProcessor> {
        @Override
        public io.micronaut.http.server.exceptions.response.ErrorResponseProcessor onCreated(
                io.micronaut.context.event.BeanCreatedEvent<io.micronaut.http.server.exceptions.response
                        .ErrorResponseProcessor> event) {
            io.micronaut.http.server.exceptions.response.ErrorResponseProcessor processor = event.getBean();
            return (context, response) -> {
                Throwable failure = decoderFailure(context.getRequest());
                if (failure instanceof io.netty.handler.codec.http.TooLongHttpLineException) {
                    response.status(HttpStatus.REQUEST_URI_TOO_LONG);
                    context = ErrorContext.builder(context.getRequest()).errorMessage("the request line (method, "
                            + "path, query and protocol) is longer than the service takes (4,096 bytes); send less in "
                            + "the query, or the data in a body").build();
                } else if (failure instanceof io.netty.handler.codec.http.TooLongHttpHeaderException) {
                    response.status(HttpStatus.REQUEST_HEADER_FIELDS_TOO_LARGE);
                    context = ErrorContext.builder(context.getRequest()).errorMessage("the request's headers are "
                            + "larger than the service takes (8 KB)").build();
                }
                if (failure instanceof io.netty.handler.codec.TooLongFrameException) {
                    // no filter runs for a request Netty could not read: its request-log line is written here
                    RequestLog.unread(response.code(), response.code() == 414 ? "uri-too-long" : "headers-too-large");
                }
                return processor.processResponse(context, response);
            };
        }

        private static Throwable decoderFailure(HttpRequest<?> request) {
            if (request instanceof io.micronaut.http.server.netty.NettyHttpRequest<?> netty
                    && netty.getNativeRequest().decoderResult().isFailure()) {
                return netty.getNativeRequest().decoderResult().cause();
            }
            return null;
        }
    }

    /**
     * The framework's own errors (no such route, wrong method, unreadable body, wrong media type) as problems too.
     */
    @Singleton
    @Replaces(JsonErrorResponseBodyProvider.class)
    static final class Framework implements JsonErrorResponseBodyProvider<Problem> {
        @Override
        public Problem body(ErrorContext context, HttpResponse<?> response) {
            HttpStatus status = response.getStatus();
            String code = switch (status.getCode()) {
                case 400 -> "bad-request";
                case 404 -> "not-found";
                case 405 -> "method-not-allowed";
                case 413 -> "body-too-large";
                case 414 -> "uri-too-long";
                case 431 -> "headers-too-large";
                case 415 -> "unsupported-media-type";
                case 406 -> "not-acceptable";
                default -> status.getCode() >= 500 ? "internal-error" : "http-" + status.getCode();
            };
            String detail = context.getErrors().isEmpty() || status.getCode() >= 500 ? status.getReason()
                    : context.getErrors().get(0).getMessage();
            if (detail != null && detail.startsWith("Required Body")) {
                detail = "the request needs a body: a JSON object (README, API at a glance)";
            }
            detail = battleledger.ledger.json.CommandJson.plain(detail);
            return Problem.of(status, code, detail, null);
        }

        @Override
        public String contentType() {
            return Problem.PROBLEM_JSON.toString();
        }
    }
}
