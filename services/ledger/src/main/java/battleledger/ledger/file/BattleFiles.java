package battleledger.ledger.file;

import battleledger.kernel.audit.Verification;
import battleledger.kernel.audit.Verifier;

/**
 * Checks a battle file the way an auditor would, offline, with the kernel alone: every step decided again from the
 * file's own events (DESIGN.md, Replay and audit), then the digest of its lines.
 */
public final class BattleFiles {

    private BattleFiles() {
    }

    /** The verification of a file that replays and whose digest matches; otherwise the refusal naming the step. */
    public static Verification check(BattleFile.Parsed file) {
        Verification v = Verifier.verify(file.events());
        if (!v.verified()) {
            Verification.Difference d = v.firstDifference();
            throw BattleFileRefused.at(d.step(), "battle-file-replay", "step " + d.step()
                    + " does not replay: " + d.what() + "; the file holds " + d.stored()
                    + " but the rules decide " + d.decided());
        }
        if (!file.digestMatches()) {
            Integer step = file.firstAlteredStep();
            throw BattleFileRefused.at(step, "battle-file-digest", "the file's lines do not give the digest its "
                    + "trailer states (" + file.statedDigest() + ")"
                    + (step == null ? "" : "; the first line not as it was written is step " + step + "'s"));
        }
        return v;
    }
}
