package battleledger.ledger.monsters;

import java.util.List;
import java.util.Map;

/**
 * A monster's stat block as the SRD 5.1 prints it (numbers and names only): attack bonus and damage as written,
 * e.g. a goblin's scimitar "+4 to hit, 1d6+2 slashing".
 *
 * @param otherSpeeds climbing, flying or swimming speeds, which the engine does not move by
 * @param notes       what the engine does not model (multiattack, riders, conditional resistances, traits)
 */
public record Monster(String id, String name, String size, String type, String cr, int ac, int hp, String hitDice,
                      int speed, String otherSpeeds, Map<String, Integer> abilities, List<Attack> attacks,
                      List<String> resistances, List<String> immunities, List<String> vulnerabilities,
                      String notes) {

    public Monster {
        attacks = attacks == null ? List.of() : List.copyOf(attacks);
        resistances = resistances == null ? List.of() : List.copyOf(resistances);
        immunities = immunities == null ? List.of() : List.copyOf(immunities);
        vulnerabilities = vulnerabilities == null ? List.of() : List.copyOf(vulnerabilities);
    }

    /** An attack as printed: the ability it uses, its bonus to hit, its damage with the bonus, reach or range. */
    public record Attack(String name, String ability, int toHit, String damage, String damageType, Integer reach,
                         List<Integer> range) {
    }

    /** What GET /monsters lists. */
    public record Summary(String id, String name, String size, String type, String cr, int ac, int hp) {
    }

    public Summary summary() {
        return new Summary(Bestiary.PREFIX + id, name, size, type, cr, ac, hp);
    }
}
