package battleledger.ledger.file;

import battleledger.kernel.RuleViolation;
import io.micronaut.http.exceptions.ContentLengthExceededException;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.Semaphore;

/**
 * A battle file's body as the import reads it. Every other body is buffered whole by the server and held to
 * {@code micronaut.server.max-request-buffer-size} (1 MB, 413 body-too-large beyond it); a battle file is read as a
 * stream, so it is held to {@code micronaut.server.max-request-size} instead (8 MB, about 35,000 steps: a 5,005-step
 * battle's file is 1.17 MB), and a battle too long for 1 MB can be moved between services. One file is read and
 * replayed at a time: the import needs no token, and a few files of 8 MB at once would not fit the service's heap
 * (README, "Startup and memory"); another import meanwhile is 503 import-busy, to be sent again.
 */
final class BattleFileUpload {

    private static final Semaphore ONE_AT_A_TIME = new Semaphore(1);

    private BattleFileUpload() {
    }

    /** Runs {@code work} as the only import in progress, or refuses it: 503 import-busy. */
    static <T> T alone(java.util.function.Supplier<T> work) {
        if (!ONE_AT_A_TIME.tryAcquire()) {
            throw new Busy();
        }
        try {
            return work.get();
        } finally {
            ONE_AT_A_TIME.release();
        }
    }

    /** Another import is in progress: 503 import-busy, Retry-After 1 (BattleFileController). */
    static final class Busy extends RuntimeException {
        Busy() {
            super("another battle file is being imported; send this one again in a moment", null, false, false);
        }
    }

    /**
     * A file past the bound, found while it is read: 413 body-too-large, and the connection closed (BattleFileController):
     * the rest of the body is still on its way, and a client that sent its next request on the same connection waited
     * for an answer that never came.
     */
    static final class TooLong extends RuntimeException {
        TooLong(String message) {
            super(message, null, false, false);
        }
    }

    /** The whole body as text (UTF-8); the server has bounded its length. */
    static String read(InputStream body) {
        try (InputStream in = body) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            for (Throwable t = e; t != null; t = t.getCause()) {
                if (t instanceof ContentLengthExceededException tooLong) {
                    throw new TooLong(tooLong.getMessage());
                }
                if (t instanceof io.netty.handler.codec.compression.DecompressionException) {
                    throw RuleViolation.invalid("undecodable-body", "the battle file does not decode as its "
                            + "Content-Encoding says; send it as it says, or without one");
                }
            }
            throw RuleViolation.invalid("unreadable-body", "the battle file could not be read to its end ("
                    + e.getClass().getSimpleName() + ")");
        }
    }
}
