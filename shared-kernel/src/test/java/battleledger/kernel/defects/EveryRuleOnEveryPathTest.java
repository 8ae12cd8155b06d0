package battleledger.kernel.defects;

import battleledger.kernel.command.EncounterCommand;
import battleledger.kernel.command.IntentCommand.Attack;
import battleledger.kernel.command.IntentCommand.CastSpell;
import battleledger.kernel.command.IntentCommand.DeclareReaction;
import battleledger.kernel.command.IntentCommand.Dodge;
import battleledger.kernel.command.IntentCommand.EndTurn;
import battleledger.kernel.command.IntentCommand.Move;
import battleledger.kernel.command.IntentCommand.Ready;
import battleledger.kernel.command.RulingCommand.ApplyCondition;
import battleledger.kernel.command.RulingCommand.GrantAdvantage;
import battleledger.kernel.dice.Modifier;
import battleledger.kernel.event.AttackEvent.AttackRolled;
import battleledger.kernel.model.Condition;
import battleledger.kernel.model.Trigger;
import battleledger.kernel.support.Creature;
import battleledger.kernel.support.GivenWhenThen;
import battleledger.kernel.support.Scene;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;

import static battleledger.kernel.support.Events.first;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Issue 17's sweep, as a matrix: every rule of 001 that changes an attack roll, on every way an attack is made — the
 * Attack action, the opportunity attack, the readied attack and the spell attack. Ann attacks the orc each time, in
 * melee, with the dice all 1s (a natural 1 misses, so no damage is rolled). The rules that forbid an attack (charmed,
 * hidden, total cover, nonlethal) and the rolls the GM calls for have their own tests: {@link EveryAttackPathTest},
 * {@link AttackLimitsDefectsTest}, {@link RollDefectsTest} and the grid's {@code GridAttackPathsTest}.
 */
class EveryRuleOnEveryPathTest {

    /** How Ann comes to attack the orc. */
    enum Path {
        ATTACK("the Attack action"),
        OPPORTUNITY("an opportunity attack"),
        READIED("a readied attack"),
        SPELL("a spell attack (shocking grasp)");

        final String words;

        Path(String words) {
            this.words = words;
        }

        @Override
        public String toString() {
            return words;
        }
    }

    /**
     * A rule: what is done to Ann and the orc before the attack (on the orc's turn, by the orc or by the GM), and
     * what the attack roll must show.
     */
    record Rule(String quote, UnaryOperator<Creature> ann, List<EncounterCommand> onTheOrcsTurn,
                Consumer<AttackRolled> shows, String spellRefused) {
        @Override
        public String toString() {
            return quote;
        }
    }

    static Rule rule(String quote, List<EncounterCommand> before, Consumer<AttackRolled> shows) {
        return new Rule(quote, a -> a, before, shows, null);
    }

    /**
     * A rule about not seeing: "You must be able to see a creature that you target directly with a spell" (001 ›
     * Magic › Targets), so the spell attack is refused outright where a weapon attack has disadvantage.
     */
    static Rule unseen(String quote, List<EncounterCommand> before, Consumer<AttackRolled> shows) {
        return new Rule(quote, a -> a, before, shows, "cannot-see-target");
    }

    static Consumer<AttackRolled> disadvantage(String source) {
        return a -> assertThat(a.roll().disadvantage()).contains(source);
    }

    static Consumer<AttackRolled> advantage(String source) {
        return a -> assertThat(a.roll().advantage()).contains(source);
    }

    static List<Rule> rules() {
        return List.of(
                unseen("001 › Conditions › Blinded: \"the creature's attacks have disadvantage\"",
                        List.of(new ApplyCondition("ann", Condition.BLINDED, null)), disadvantage("blinded")),
                rule("001 › Conditions › Restrained: \"the creature's attacks have disadvantage\"",
                        List.of(new ApplyCondition("ann", Condition.RESTRAINED, null)), disadvantage("restrained")),
                rule("001 › Conditions › Frightened: \"disadvantage on checks and attacks while the source of its fear "
                        + "is within line of sight\"", List.of(new ApplyCondition("ann", Condition.FRIGHTENED, "orc")),
                        disadvantage("frightened")),
                rule("001 › Conditions › Prone: \"The creature takes a –2 penalty to attack rolls\"",
                        List.of(new ApplyCondition("ann", Condition.PRONE, null)),
                        a -> assertThat(a.roll().modifiers()).contains(new Modifier("prone", -2))),
                new Rule("001 › Ability Scores › Strength › Carrying Capacity: encumbered, \"you have disadvantage on "
                        + "checks, attack rolls, and saving throws\"", a -> a.carrying(150), List.of(),
                        disadvantage("encumbered"), null),
                rule("001 › Advantage and Disadvantage: \"the DM might also determine that circumstances\" give "
                        + "disadvantage (a one-time ruling on the next attack)",
                        List.of(new GrantAdvantage("ann", "attack", false, "mud")), disadvantage("GM: mud")),
                unseen("001 › Conditions › Invisible: \"Attacks against the creature have disadvantage\"",
                        List.of(new ApplyCondition("orc", Condition.INVISIBLE, null)),
                        disadvantage("target invisible")),
                rule("001 › Conditions › Blinded: \"Attacks against the creature have advantage\"",
                        List.of(new ApplyCondition("orc", Condition.BLINDED, null)), advantage("target blinded")),
                rule("001 › Conditions › Prone: \"Any melee attack against the creature has advantage\"",
                        List.of(new ApplyCondition("orc", Condition.PRONE, null)), advantage("target prone")),
                rule("001 › Combat › Actions in Combat › Dodge: \"you gain a +4 bonus to AC\"",
                        List.of(new Dodge("orc")), a -> assertThat(a.acModifiers()).contains(new Modifier("dodge", 4))));
    }

    static Stream<Arguments> everyRuleOnEveryPath() {
        List<Arguments> out = new ArrayList<>();
        for (Rule r : rules()) {
            for (Path p : Path.values()) {
                out.add(Arguments.of(r, p));
            }
        }
        return out.stream();
    }

    static Move move(String who, List<String> leaves, List<String> enters) {
        return new Move(who, 5, leaves, enters, false);
    }

    static Scene then(Scene s, List<EncounterCommand> commands) {
        for (EncounterCommand c : commands) {
            s = s.then(c);
        }
        return s;
    }

    /** Ann's attack on the orc by the path, after the rule's setup; the dice are all 1s. */
    static GivenWhenThen.When attack(Rule r, Path p) {
        Creature ann = r.ann().apply(Creature.named("ann").hp(40).sword("1d6").wizard(5, "shocking-grasp"));
        Creature orc = Creature.named("orc").side("orcs").hp(40).speed(40).sword("1d6");
        Integer[] ones = {1, 1, 1, 1, 1, 1};
        return switch (p) {
            case ATTACK -> then(Scene.of(orc, ann), r.onTheOrcsTurn()).then(move("orc", List.of(), List.of("ann")))
                    .then(new EndTurn("orc")).when(new Attack("ann", "orc", "sword", null, false, null), ones);
            case SPELL -> then(Scene.of(orc, ann), r.onTheOrcsTurn()).then(move("orc", List.of(), List.of("ann")))
                    .then(new EndTurn("orc")).when(CastSpell.at("ann", "shocking-grasp", List.of("orc")), ones);
            case OPPORTUNITY -> then(Scene.of(orc, ann).then(move("orc", List.of(), List.of("ann"))),
                    r.onTheOrcsTurn()).then(move("orc", List.of("ann"), List.of()))
                    .when(new DeclareReaction("ann", "sword", null), ones);
            case READIED -> then(Scene.of(ann, orc).then(new Ready("ann", new Trigger("EntersReach",
                            new Trigger.Who("enemy", null), null, null), new Attack("ann", "$trigger", "sword", null,
                            false, null))).then(new EndTurn("ann")), r.onTheOrcsTurn())
                    .then(move("orc", List.of(), List.of("ann"))).when(new DeclareReaction("ann", null, null), ones);
        };
    }

    @ParameterizedTest(name = "{0} — on {1}")
    @MethodSource("everyRuleOnEveryPath")
    void theRuleReachesThePath(Rule r, Path p) {
        if (p == Path.SPELL && r.spellRefused() != null) {
            attack(r, p).thenRejectedWith(r.spellRefused());
            return;
        }
        attack(r, p).then(events -> {
            AttackRolled rolled = first(events, AttackRolled.class);
            assertThat(rolled).as("an attack roll").isNotNull();
            assertThat(rolled.attacker()).isEqualTo("ann");
            r.shows().accept(rolled);
        });
    }
}
