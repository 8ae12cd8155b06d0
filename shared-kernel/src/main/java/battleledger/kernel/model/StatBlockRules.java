package battleledger.kernel.model;

import battleledger.kernel.RuleViolation;
import battleledger.kernel.dice.DiceExpression;

import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/** What a stat block must satisfy to join an encounter: bounds that keep every number meaningful. */
public final class StatBlockRules {

    /** Ids are short, lower-case and URL-safe; "gm" is reserved for the game master. */
    public static final Pattern ID = Pattern.compile("[a-z0-9][a-z0-9_-]{0,63}");
    public static final String GM = "gm";

    static final int MAX_LEVEL = 30;
    static final int MAX_AC = 50;
    public static final int MAX_HP = 100_000;
    static final int MAX_SPEED = 1_000;
    static final int MAX_LIST = 50;
    static final int MAX_TEXT = 100;

    private StatBlockRules() {
    }

    public static void validate(StatBlock s) {
        requireId("combatant.id", s.id());
        if (GM.equals(s.id())) {
            throw RuleViolation.invalid("invalid-id", "\"gm\" is reserved for the game master");
        }
        requireText("combatant.name", s.name());
        requireText("combatant.side", s.side());
        if (s.abilities() == null) {
            throw RuleViolation.invalid("missing-field", "combatant.abilities is required");
        }
        s.abilities().validate();
        Carrying.validate(s);
        range("combatant.level", s.level(), 0, MAX_LEVEL);
        range("combatant.ac", s.ac(), 0, MAX_AC);
        range("combatant.hp", s.hp(), 1, MAX_HP);
        range("combatant.speed", s.speed(), 0, MAX_SPEED);
        if (s.position() != null && !s.position().withinLimits()) {
            throw RuleViolation.invalid("out-of-bounds", "combatant.position must lie within ±" + Position.LIMIT);
        }
        list("combatant.attacks", s.attacks());
        Set<String> names = new HashSet<>();
        for (AttackProfile a : s.attacks()) {
            validate(a);
            if (!names.add(a.name())) {
                throw RuleViolation.invalid("duplicate-attack", "two attacks are named " + a.name());
            }
        }
        list("combatant.spells", s.spells());
        s.spells().forEach(sp -> requireText("combatant.spells[]", sp));
        for (Map.Entry<Integer, Integer> slot : s.slots().entrySet()) {
            range("combatant.slots key", slot.getKey(), 1, 9);
            range("combatant.slots[" + slot.getKey() + "]", slot.getValue(), 0, 20);
        }
        if (!List.of(4, 6, 8, 10, 12, 20).contains(s.hitDie())) {
            throw RuleViolation.invalid("out-of-bounds", "combatant.hitDie is " + s.hitDie()
                    + "; Hit Dice are d4, d6, d8, d10, d12 or d20");
        }
        for (List<String> types : List.of(s.resistances(), s.vulnerabilities(), s.immunities())) {
            list("damage types", types);
            types.forEach(t -> requireText("damage type", t));
        }
        if (s.magic() != null) {
            validate(s.magic());
        }
        if (s.skills() != null) {
            // in the playtest, the skills it is trained in with the training bonus (001 › Combat › Actions in
            // Combat › Help: "training in a relevant skill")
            list("combatant.skills", List.copyOf(s.skills().keySet()));
            s.skills().forEach((skill, bonus) -> {
                requireText("combatant.skills key", skill);
                range("combatant.skills[" + skill + "]", bonus == null ? -1 : bonus, 0, 20);
            });
        }
        range("combatant.gear.handsFree", s.gear().handsFree(), 0, 6);
        if (s.gear().held() != null) {
            list("combatant.gear.held", s.gear().held());
            range("combatant.gear.held (items)", s.gear().held().size(), 0, 6);
            s.gear().held().forEach(item -> requireText("combatant.gear.held[]", item));
        }
        if (s.gear().ritualGp() != null) {
            range("combatant.gear.ritualGp", s.gear().ritualGp(), 0, 1_000_000);
        }
    }

    static void validate(Magic m) {
        if (m.ability() == null || Ability.fromCode(m.ability()) == null) {
            throw RuleViolation.invalid("invalid-ability", "magic.ability names the magic ability: int, wis or cha");
        }
        if (m.casterLevel() != null) {
            range("magic.casterLevel", m.casterLevel(), 1, MAX_LEVEL);
        }
        range("magic.training", m.training(), -10, 20);
    }

    static void validate(AttackProfile a) {
        requireText("attack.name", a.name());
        if (a.ability() == null || Ability.fromCode(a.ability()) == null) {
            throw RuleViolation.invalid("invalid-ability", "attack " + a.name() + " names no ability (str, dex, ...)");
        }
        range("attack.proficiency", a.proficiency(), -10, 20);
        DiceExpression.parse(a.damage());
        requireText("attack.damageType", a.damageType());
        if (a.reach() == null && !a.ranged()) {
            throw RuleViolation.invalid("invalid-attack", "attack " + a.name() + " needs a reach or a range");
        }
        if (a.reach() != null) {
            range("attack.reach", a.reach(), 5, 100);
        }
        if (a.range() != null && !a.range().isEmpty()) {
            if (a.range().size() != 2) {
                throw RuleViolation.invalid("invalid-attack", "attack.range is [normal, long]");
            }
            range("attack.range normal", a.range().get(0), 5, 10_000);
            range("attack.range long", a.range().get(1), a.range().get(0), 10_000);
        }
    }

    public static void requireId(String field, String id) {
        if (id == null || !ID.matcher(id).matches()) {
            throw RuleViolation.invalid("invalid-id",
                    field + " must be 1–64 characters of a–z, 0–9, '-' or '_', starting with a letter or digit");
        }
    }

    public static void requireText(String field, String text) {
        if (text == null || text.isBlank()) {
            throw RuleViolation.invalid("missing-field", field + " is required");
        }
        if (text.length() > MAX_TEXT) {
            throw RuleViolation.invalid("out-of-bounds", field + " is at most " + MAX_TEXT + " characters");
        }
        if (text.codePoints().anyMatch(cp -> Character.getType(cp) == Character.SURROGATE)) {
            // half a UTF-16 pair is no character: the event store's encoder writes "?" for it, so the text read back
            // from the store (an export, a replay) would differ from the one the projection shows
            throw RuleViolation.invalid("invalid-text", field + " holds half of a UTF-16 surrogate pair; send it as"
                    + " Unicode text");
        }
    }

    public static void range(String field, int value, int min, int max) {
        if (value < min || value > max) {
            throw RuleViolation.invalid("out-of-bounds", field + " is " + value + "; it must lie in " + min + "–" + max);
        }
    }

    static void list(String field, List<?> list) {
        if (list.size() > MAX_LIST) {
            throw RuleViolation.invalid("out-of-bounds", field + " has more than " + MAX_LIST + " entries");
        }
    }
}
