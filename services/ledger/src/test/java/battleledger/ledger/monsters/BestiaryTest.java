package battleledger.ledger.monsters;

import battleledger.kernel.dice.DiceExpression;
import battleledger.kernel.model.AttackProfile;
import battleledger.kernel.model.StatBlock;
import battleledger.kernel.model.StatBlockRules;
import battleledger.ledger.json.KernelJson;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The SRD 5.1 monsters as the kernel's stat blocks. */
class BestiaryTest {

    private static final ObjectMapper JSON = KernelJson.newMapper();

    @Test
    void theBestiaryHoldsTheCommonMonstersAndSaysWhereTheyComeFrom() {
        assertThat(Bestiary.srd().all()).hasSizeGreaterThanOrEqualTo(40);
        assertThat(Bestiary.srd().all().stream().map(Monster::id)).contains("goblin", "hobgoblin", "kobold", "orc",
                "skeleton", "zombie", "wolf", "ogre", "bugbear", "gnoll", "imp");
        assertThat(Bestiary.srd().license()).isEqualTo("CC-BY-4.0");
        assertThat(Bestiary.srd().attribution()).contains("System Reference Document 5.1", "Wizards of the Coast");
    }

    /**
     * 001 › Combat › Attack Basics › Attack Rolls and Damage Rolls: the engine adds the ability modifier itself, so
     * every monster's attack, as the kernel rolls it, has the bonus and damage its stat block prints.
     */
    @Test
    void everyMonsterIsAValidStatBlockWhoseAttacksRollWhatTheBookPrints() throws Exception {
        for (Monster m : Bestiary.srd().all()) {
            StatBlock s = JSON.treeToValue(StatBlocks.of(m), StatBlock.class);
            StatBlockRules.validate(s);
            assertThat(s.hp()).as(m.id()).isEqualTo(m.hp());
            assertThat(s.ac()).as(m.id()).isEqualTo(m.ac());
            assertThat(s.diesAtZero()).as(m.id()).isTrue();
            assertThat(s.attacks()).as(m.id()).hasSameSizeAs(m.attacks()).isNotEmpty();
            for (int i = 0; i < m.attacks().size(); i++) {
                Monster.Attack printed = m.attacks().get(i);
                AttackProfile rolled = s.attacks().get(i);
                int mod = s.modifier(battleledger.kernel.model.Ability.fromCode(rolled.ability()));
                assertThat(mod + rolled.proficiency()).as(m.id() + " " + printed.name()).isEqualTo(printed.toHit());
                DiceExpression dice = DiceExpression.parse(rolled.damage());
                DiceExpression book = DiceExpression.parse(printed.damage());
                assertThat(dice.toString()).as(m.id() + " " + printed.name()).isNotBlank();
                assertThat(average(rolled.damage()) + 2 * mod).as(m.id() + " " + printed.name())
                        .isEqualTo(average(printed.damage()));
                assertThat(book).isNotNull();
            }
        }
    }

    @Test
    void aGoblinsScimitarIsDexterityWithTrainingTwoAndOneD6() {
        StatBlock goblin = stat("goblin");
        assertThat(goblin.attacks().get(0)).isEqualTo(new AttackProfile("scimitar", "dex", 2, "1d6", "slashing", 5,
                null));
        assertThat(goblin.attacks().get(1).range()).isEqualTo(List.of(80, 320));
        assertThat(goblin.hitDie()).isEqualTo(6);
        assertThat(goblin.side()).isEqualTo("monsters");
        assertThat(stat("skeleton").vulnerabilities()).containsExactly("bludgeoning");
    }

    @Test
    void searchFindsByNameOrType() {
        assertThat(Bestiary.srd().search("GOB").stream().map(Monster::id))
                .containsExactly("goblin", "goblin-boss", "hobgoblin");
        assertThat(Bestiary.srd().search("undead").stream().map(Monster::id)).contains("zombie", "skeleton", "wight");
    }

    private static StatBlock stat(String id) {
        try {
            return JSON.treeToValue(StatBlocks.of(Bestiary.srd().find(id)), StatBlock.class);
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }

    /** Twice the average of "NdM+K", an integer: N(M+1) + 2K. */
    private static int average(String damage) {
        var m = java.util.regex.Pattern.compile("(\\d+)d(\\d+)([+-]\\d+)?").matcher(damage);
        assertThat(m.matches()).as(damage).isTrue();
        int k = m.group(3) == null ? 0 : Integer.parseInt(m.group(3));
        return Integer.parseInt(m.group(1)) * (Integer.parseInt(m.group(2)) + 1) + 2 * k;
    }
}
