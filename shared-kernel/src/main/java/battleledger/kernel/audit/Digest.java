package battleledger.kernel.audit;

import battleledger.kernel.state.Battle;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/**
 * A SHA-256 digest of a battle's canonical form. The battle is made of records, ordered maps and lists only, so
 * its text form is canonical: the same battle always gives the same digest.
 */
public final class Digest {

    private Digest() {
    }

    public static String of(Battle battle) {
        try {
            MessageDigest sha = MessageDigest.getInstance("SHA-256");
            return HexFormat.of().formatHex(sha.digest(battle.toString().getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java platform has SHA-256", e);
        }
    }
}
