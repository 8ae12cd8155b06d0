package battleledger.ledger.cli;

import battleledger.kernel.RuleViolation;
import battleledger.ledger.file.BattleFileRefused;

import java.io.IOException;
import java.nio.file.NoSuchFileException;

/** A failure of a subcommand in one line for people: no stack trace, the rule or the step when there is one. */
final class Failures {

    private Failures() {
    }

    static String describe(Exception e) {
        if (e instanceof RuleViolation v) {
            return "refused (" + v.code() + "): " + v.detail() + (v.rule() == null ? "" : " [" + v.rule().citation() + "]");
        }
        if (e instanceof BattleFileRefused r) {
            return "refused (" + r.code() + ")" + (r.step() == null ? "" : " at step " + r.step()) + ": " + r.detail();
        }
        if (e instanceof NoSuchFileException f) {
            return "no such file: " + f.getFile();
        }
        if (e instanceof IOException io && io.getCause() instanceof java.net.ConnectException) {
            return io.getMessage(); // a service not there: PostCommand names where it looked
        }
        if (e instanceof IOException io) {
            return "cannot read or write: " + io.getMessage();
        }
        return e.getClass().getSimpleName() + ": " + e.getMessage();
    }
}
